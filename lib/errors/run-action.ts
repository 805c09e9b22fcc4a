import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { actionError, type ActionResult } from './to-response';

/** Runs a server action's work; expected failures become an error result, Next's redirects pass through. */
export async function runAction<T>(work: () => Promise<T>): Promise<ActionResult<T>> {
  try {
    return { ok: true, data: await work() };
  } catch (error) {
    unstable_rethrow(error);
    return actionError(error);
  }
}

/** Forms post FormData, client code may post an object; the schemas read both the same way. */
export function formInput(input: unknown): unknown {
  return input instanceof FormData ? Object.fromEntries(input.entries()) : input;
}
