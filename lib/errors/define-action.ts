import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { z, type ZodType } from 'zod';
import { AppError } from './app-error';
import { parseOrThrow } from './from-zod';
import { actionError, type ActionResult } from './to-response';

// Every export of a `'use server'` module is a public endpoint: anyone can post it any arguments, in any
// number, with or without a session. The one way to write one (tests/unit/architecture/server-actions.test.ts
// refuses any other): the guard first, so that nothing of the input is read for someone who may not ask;
// then every argument through zod, the bound ones included; then the work; and one answer shape, in
// which an expected failure is an error result and only Next's redirects pass through.

/** Who is asking: returns the actor the work needs, or throws the AppError that refuses them. */
type Guard<Actor> = () => Promise<Actor>;

/** The guard of an action open to everyone (signing in, the language): stated, never left out. */
export const anyone: Guard<null> = async () => null;

/** The schema of an action that reads nothing from what is posted. */
export const noInput = z.unknown().transform(() => undefined);

type Outputs<Schemas extends readonly ZodType[]> = { [Index in keyof Schemas]: z.output<Schemas[Index]> };
type Inputs<Schemas extends readonly ZodType[]> = { [Index in keyof Schemas]: z.input<Schemas[Index]> };

interface ActionDefinition<Actor, Schema extends ZodType, Bound extends readonly ZodType[], FormState extends boolean> {
  guard: Guard<Actor>;
  /** The posted input: a form's FormData or an object from client code, read alike. */
  schema: Schema;
  /** The arguments fixed with `.bind(null, ...)`: they come back from the client like the input does. */
  bound?: Bound;
  /** Given to `useActionState`, which passes its last answer before the form: that answer is not read. */
  formState?: FormState;
}

type ActionArguments<Bound extends readonly ZodType[], Result, FormState extends boolean> = FormState extends true
  ? [...Inputs<Bound>, previous: ActionResult<Result> | null, input?: unknown]
  : [...Inputs<Bound>, input?: unknown];

export type ServerAction<Bound extends readonly ZodType[], Result, FormState extends boolean = false> = (
  ...args: ActionArguments<Bound, Result, FormState>
) => Promise<ActionResult<Result>>;

/** Forms post FormData, client code may post an object; the schemas read both the same way. */
function formInput(input: unknown): unknown {
  return input instanceof FormData ? Object.fromEntries(input.entries()) : input;
}

/** A server action: `export const saveThingAction = defineAction({ guard, schema }, (input, actor) => saveThing(...))`. */
export function defineAction<Actor, Schema extends ZodType, Result, const Bound extends readonly ZodType[] = [], FormState extends boolean = false>(
  definition: ActionDefinition<Actor, Schema, Bound, FormState>,
  work: (input: z.output<Schema>, actor: Actor, ...bound: Outputs<Bound>) => Promise<Result>,
): ServerAction<Bound, Result, FormState> {
  const boundSchemas = definition.bound ?? [];
  const leading = boundSchemas.length + (definition.formState ? 1 : 0);
  const boundArguments = z.tuple(boundSchemas as unknown as [ZodType, ...ZodType[]]);
  return async (...args: unknown[]): Promise<ActionResult<Result>> => {
    try {
      const actor = await definition.guard();
      // A post may carry more arguments than the action takes; none of them is ever read, so refuse it.
      if (args.length > leading + 1) throw new AppError('invalidInput', 'Errors.invalidInput');
      const bound = parseOrThrow(boundArguments, args.slice(0, boundSchemas.length)) as Outputs<Bound>;
      const input = parseOrThrow(definition.schema, formInput(args[leading]));
      return { ok: true, data: await work(input, actor, ...bound) };
    } catch (error) {
      unstable_rethrow(error);
      return actionError(error);
    }
  };
}
