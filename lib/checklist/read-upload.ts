import { MAX_CHECKLIST_BYTES } from './limits';
import { ChecklistError } from './errors';

/**
 * The body of an upload, refused as too large from its declared length before anything is read, and
 * again while reading when the length was not declared or was wrong.
 */
export async function readUpload(request: Request, limit = MAX_CHECKLIST_BYTES): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > limit) throw new ChecklistError('fileTooLarge');
  if (request.body === null) return new Uint8Array(0);

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new ChecklistError('fileTooLarge');
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
