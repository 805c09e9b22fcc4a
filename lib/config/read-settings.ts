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
  const result = z.object(shape).safeParse(withoutEmptyValues(values));
  if (!result.success) throw new ConfigError(issueProblems(result.error));
  return result.data;
}
