export { AppError, appErrorCodes, isAppError } from './app-error';
export type { AppErrorCode, AppErrorOptions, ErrorMessageKey, FieldErrors } from './app-error';
export { fieldErrorsFromZod, invalidInput, parseOrThrow } from './from-zod';
export { actionError, errorResponse, statusByCode } from './to-response';
export type { ActionResult, ErrorBody } from './to-response';
