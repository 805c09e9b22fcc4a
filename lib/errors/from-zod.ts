import type { output, ZodError, ZodType } from 'zod';
import { AppError, type ErrorMessageKey, type FieldErrors } from './app-error';

const genericFieldKey: ErrorMessageKey = 'Errors.field.invalid';

function asMessageKey(message: string): ErrorMessageKey {
  return message.startsWith('Errors.') ? (message as ErrorMessageKey) : genericFieldKey;
}

/**
 * Schemas give their issues message keys (`error: 'Errors.…'`); zod's own English defaults never reach a
 * user and become the generic key.
 */
export function fieldErrorsFromZod(error: ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || '_';
    fields[path] ??= asMessageKey(issue.message);
  }
  return fields;
}

export function invalidInput(error: ZodError): AppError {
  return new AppError('invalidInput', 'Errors.invalidInput', { fields: fieldErrorsFromZod(error), cause: error });
}

/** Parses `input` or throws the `invalidInput` AppError with the field keys. */
export function parseOrThrow<Schema extends ZodType>(schema: Schema, input: unknown): output<Schema> {
  const result = schema.safeParse(input);
  if (!result.success) throw invalidInput(result.error);
  return result.data;
}
