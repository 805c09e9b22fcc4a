/**
 * Kinds of expected failure. Each maps to one HTTP status in `to-response.ts`; features add a message key,
 * not a new kind, when the kind already says how the caller should react.
 */
export const appErrorCodes = [
  'invalidInput',
  'unauthenticated',
  'forbidden',
  'notFound',
  'conflict',
  'rateLimited',
  'methodNotAllowed',
  'payloadTooLarge',
  'unsupportedMediaType',
  // The database is busy or away for a moment (a lock held too long, a restart): try again shortly.
  'unavailable',
] as const;

export type AppErrorCode = (typeof appErrorCodes)[number];

/** A key under `Errors` in messages/*.json; the UI translates it, the server never shows English. */
export type ErrorMessageKey = `Errors.${string}`;

/** Field path (dot-joined) to the message key of its first problem. */
export type FieldErrors = Record<string, ErrorMessageKey>;

export interface AppErrorOptions {
  fields?: FieldErrors;
  /** Seconds until a rate-limited caller may try again. */
  retryAfterSeconds?: number;
  cause?: unknown;
}

/** The one error type for failures a user or client can cause and recover from. */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly messageKey: ErrorMessageKey;
  readonly fields: FieldErrors | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(code: AppErrorCode, messageKey: ErrorMessageKey, options: AppErrorOptions = {}) {
    super(`${code}: ${messageKey}`, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.messageKey = messageKey;
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
