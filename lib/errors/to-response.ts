import { ZodError } from 'zod';
import { AppError, type AppErrorCode, type ErrorMessageKey, type FieldErrors } from './app-error';
import { appMetrics } from '@/lib/metrics';
import { databaseBusy, isDatabaseBusy, timeoutKind } from './database-busy';
import { invalidInput } from './from-zod';

/** The HTTP status of each kind of expected failure; anything unexpected is a 500. */
export const statusByCode: Record<AppErrorCode, number> = {
  invalidInput: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  rateLimited: 429,
  methodNotAllowed: 405,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  unavailable: 503,
};

export interface ErrorBody {
  error: { code: AppErrorCode | 'internal'; messageKey: ErrorMessageKey; fields?: FieldErrors };
}

export type ActionResult<T = undefined> = { ok: true; data: T } | ({ ok: false } & ErrorBody);

function normalise(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) return invalidInput(error);
  if (isDatabaseBusy(error)) {
    // Logged without the statement's values: one line says which instance saw the database busy.
    console.warn(`[db] busy: ${error instanceof Error ? error.message.split('\n').at(-1) : String(error)}`);
    const kind = timeoutKind(error);
    if (kind) appMetrics().databaseTimeouts.inc({ kind });
    return databaseBusy(error);
  }
  return undefined;
}

function describe(error: unknown): { status: number; body: ErrorBody; retryAfterSeconds?: number } {
  const appError = normalise(error);
  if (!appError) {
    // Unexpected failures are logged with their detail and answered without it.
    console.error(error);
    return { status: 500, body: { error: { code: 'internal', messageKey: 'Errors.internal' } } };
  }
  const body: ErrorBody = { error: { code: appError.code, messageKey: appError.messageKey } };
  if (appError.fields) body.error.fields = appError.fields;
  return { status: statusByCode[appError.code], body, ...(appError.retryAfterSeconds && { retryAfterSeconds: appError.retryAfterSeconds }) };
}

/** The one mapper from a thrown error to an HTTP answer, for route handlers. */
export function errorResponse(error: unknown): Response {
  const { status, body, retryAfterSeconds } = describe(error);
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  if (retryAfterSeconds) headers.set('Retry-After', String(retryAfterSeconds));
  if (status === 401) headers.set('WWW-Authenticate', 'Bearer');
  return Response.json(body, { status, headers });
}

/** The same mapping for server actions, which answer with data instead of a status line. */
export function actionError(error: unknown): { ok: false } & ErrorBody {
  return { ok: false, ...describe(error).body };
}
