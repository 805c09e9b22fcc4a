import { AppError } from '@/lib/errors';

/** Whole-file failures; each has a message under `Errors.checklist.<code>` in every locale. */
export const checklistErrorCodes = [
  'fileTooLarge',
  'emptyFile',
  'binaryFile',
  'notChecklist',
  'invalidEncoding',
  'noValidCircleData',
  'processingError',
  'importFailed',
  'shiftJisLoss',
] as const;

export type ChecklistErrorCode = (typeof checklistErrorCodes)[number];

/**
 * Why a file was refused as `notChecklist`, for logs and tests: a first line that is no Header record,
 * or a Header of another format. Both mean the same to the user: this is not a checklist file.
 */
export type NotChecklistReason = 'missingHeader' | 'wrongHeader';

function statusOf(code: ChecklistErrorCode): 'payloadTooLarge' | 'conflict' | 'invalidInput' {
  if (code === 'fileTooLarge') return 'payloadTooLarge';
  // An export the member has not confirmed would lose characters: asking again with consent succeeds.
  if (code === 'shiftJisLoss') return 'conflict';
  return 'invalidInput';
}

/**
 * A file the user chose cannot be imported, or an export cannot be written as asked. It is an
 * `invalidInput` AppError (`payloadTooLarge` when too large, `conflict` for a lossy Shift_JIS export),
 * so the shared mapper answers with its message key; `processingError` and `importFailed` carry the
 * unexpected failure as their `cause`, which callers should log.
 */
export class ChecklistError extends AppError {
  readonly checklistCode: ChecklistErrorCode;
  readonly reason: NotChecklistReason | undefined;

  constructor(code: ChecklistErrorCode, options: { reason?: NotChecklistReason; cause?: unknown } = {}) {
    super(statusOf(code), `Errors.checklist.${code}`, { cause: options.cause });
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
