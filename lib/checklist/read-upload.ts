import { readBodyBytes } from '@/lib/http/read-body';
import { MAX_CHECKLIST_BYTES } from './limits';
import { ChecklistError } from './errors';

/** The body of an upload, within the checklist's own limit and with its own message (the shared reader's). */
export function readUpload(request: Request, limit = MAX_CHECKLIST_BYTES): Promise<Uint8Array> {
  return readBodyBytes(request, limit, () => new ChecklistError('fileTooLarge'));
}
