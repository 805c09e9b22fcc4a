/** Whole-file failures; each code has a message under `checklist.errors.<code>` in every locale. */
export const checklistErrorCodes = [
  'fileTooLarge',
  'invalidCsv',
  'invalidEncoding',
  'noValidCircleData',
  'processingError',
] as const;

export type ChecklistErrorCode = (typeof checklistErrorCodes)[number];

/**
 * Why a file was refused as `invalidCsv`, for logs and tests; users see only the code's message,
 * since "binary" or "wrong header" would not help them pick a better file.
 */
export type InvalidCsvReason = 'empty' | 'binary' | 'missingHeader' | 'wrongHeader';

export class ChecklistError extends Error {
  readonly code: ChecklistErrorCode;
  readonly messageKey: `checklist.errors.${ChecklistErrorCode}`;
  readonly reason: InvalidCsvReason | undefined;

  constructor(code: ChecklistErrorCode, options: { reason?: InvalidCsvReason; cause?: unknown } = {}) {
    super(options.reason === undefined ? code : `${code}: ${options.reason}`, { cause: options.cause });
    this.name = 'ChecklistError';
    this.code = code;
    this.messageKey = `checklist.errors.${code}`;
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
