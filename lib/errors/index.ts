export { AppError, appErrorCodes, isAppError } from './app-error';
export type { ErrorMessageKey, FieldErrors } from './app-error';
export { invalidInput, parseOrThrow } from './from-zod';
export { actionError, errorResponse, statusByCode } from './to-response';
export type { ActionResult, ErrorBody } from './to-response';
