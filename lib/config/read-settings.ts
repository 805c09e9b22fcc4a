import { z } from 'zod';
import { ConfigError, issueProblems, withoutEmptyValues } from './config-error';

/**
 * One group of settings, read from the environment where it is used by the rules of its shape. Each
 * shape is also part of the schema the server checks at start (schema.ts), so a bad value has stopped
 * the server before this runs; scripts, which start before any server, get the same check here. Read on
 * each call, as the scripts and tests that set a variable after the process started expect.
 */
export function readSettings<Shape extends z.ZodRawShape>(shape: Shape): z.output<z.ZodObject<Shape>> {
  const values = Object.fromEntries(Object.keys(shape).map((name) => [name, process.env[name]]));
  const result = objectSchemaOf(shape).safeParse(withoutEmptyValues(values));
  if (!result.success) throw new ConfigError(issueProblems(result.error));
  return result.data;
}

// One object schema per shape: zod compiles an object's parser on its first use, so making a new one on
// each call (pages read settings on every request) paid that compilation every time.
const objectSchemas = new WeakMap<z.ZodRawShape, z.ZodObject>();

function objectSchemaOf<Shape extends z.ZodRawShape>(shape: Shape): z.ZodObject<Shape> {
  const known = objectSchemas.get(shape) as z.ZodObject<Shape> | undefined;
  if (known) return known;
  const made = z.object(shape);
  objectSchemas.set(shape, made);
  return made;
}
