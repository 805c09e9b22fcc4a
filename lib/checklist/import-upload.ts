import { z } from 'zod';
import { AppError, parseOrThrow } from '@/lib/errors';
import { readBodyBytes } from '@/lib/http/read-body';
import { ChecklistError } from './errors';
import { MAX_CHECKLIST_BYTES } from './limits';
import { readUpload } from './read-upload';

// Line numbers of ticked rows, comma separated: a full file's worth of ticks fits in well under this.
const MAX_KEEP_CHARS = 200_000;
// The form's boundaries and field headers on top of the file and the ticks.
const FORM_OVERHEAD_BYTES = 4096;

/** The ticked lines of uncertain rows, as the apply request sends them: `17,23,105`. */
export const keepLinesSchema = z
  .string()
  .max(MAX_KEEP_CHARS)
  .regex(/^(?:[1-9]\d{0,7}(?:,[1-9]\d{0,7})*)?$/, 'Errors.checklist.invalidKeep')
  .transform((list) => new Set(list === '' ? [] : list.split(',').map(Number)));

const importFormSchema = z.object({
  file: z.instanceof(Blob),
  keep: z.string().default('').pipe(keepLinesSchema),
});

export interface ImportUpload {
  bytes: Uint8Array;
  keep: ReadonlySet<number>;
}

function isForm(request: Request): boolean {
  return request.headers.get('content-type')?.toLowerCase().startsWith('multipart/form-data') === true;
}

/**
 * The apply request: the file again, and the lines of uncertain rows the member ticked. A bare file
 * body (as the preview sends) is an apply with nothing ticked. The form is read within the file's limit
 * plus room for the ticks, so a form is no way around the size limit.
 */
export async function readImportUpload(request: Request): Promise<ImportUpload> {
  if (!isForm(request)) return { bytes: await readUpload(request), keep: new Set() };
  const body = await readBodyBytes(request, MAX_CHECKLIST_BYTES + MAX_KEEP_CHARS + FORM_OVERHEAD_BYTES, () => new ChecklistError('fileTooLarge'));
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData();
  } catch (cause) {
    throw new AppError('invalidInput', 'Errors.checklist.invalidKeep', { cause });
  }
  const { file, keep } = parseOrThrow(importFormSchema, { file: form.get('file') ?? undefined, keep: form.get('keep') ?? undefined });
  if (file.size > MAX_CHECKLIST_BYTES) throw new ChecklistError('fileTooLarge');
  return { bytes: new Uint8Array(await file.arrayBuffer()), keep };
}
