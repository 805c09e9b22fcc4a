import { AppError } from '@/lib/errors';

/** Whole-file failures; each has a message under `Errors.checklist.<code>` in every locale. */
export const checklistErrorCodes = [
  'fileTooLarge',
  'invalidCsv',
  'invalidEncoding',
  'noValidCircleData',
  'processingError',
  'importFailed',
] as const;

export type ChecklistErrorCode = (typeof checklistErrorCodes)[number];

/**
 * Why a file was refused as `invalidCsv`, for logs and tests; users see only the code's message,
 * since "binary" or "wrong header" would not help them pick a better file.
 */
export type InvalidCsvReason = 'empty' | 'binary' | 'missingHeader' | 'wrongHeader';

/**
 * A file the user chose cannot be imported. It is an `invalidInput` AppError (`payloadTooLarge` when too
 * large), so the shared mapper answers with its message key; `processingError` and `importFailed` carry
 * the unexpected failure as their `cause`, which callers should log.
 */
export class ChecklistError extends AppError {
  readonly checklistCode: ChecklistErrorCode;
  readonly reason: InvalidCsvReason | undefined;

  constructor(code: ChecklistErrorCode, options: { reason?: InvalidCsvReason; cause?: unknown } = {}) {
    super(code === 'fileTooLarge' ? 'payloadTooLarge' : 'invalidInput', `Errors.checklist.${code}`, { cause: options.cause });
    this.name = 'ChecklistError';
    this.checklistCode = code;
    this.reason = options.reason;
  }
}

export function isChecklistError(error: unknown): error is ChecklistError {
  return error instanceof ChecklistError;
}

/** Anything that is not already a checklist error is a bug or an I/O failure: never show its text. */
export function toChecklistError(error: unknown): ChecklistError {
  return isChecklistError(error) ? error : new ChecklistError('processingError', { cause: error });
}
