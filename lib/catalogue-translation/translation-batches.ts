import type { PendingText } from './pending-texts';

// DeepL takes at most 50 texts and 128 KiB of request body per translate call. The body is form-encoded,
// where a Japanese character takes nine bytes (%E3%81%82), so the batch is measured as it is sent.
export const MAX_TEXTS_PER_REQUEST = 50;
export const MAX_REQUEST_BYTES = 120 * 1024;

const encodedSize = (text: string) => encodeURIComponent(text).length + '&text='.length;

export function translationBatches(texts: readonly PendingText[]): PendingText[][] {
  const batches: PendingText[][] = [];
  let batch: PendingText[] = [];
  let bytes = 0;
  for (const text of texts) {
    const size = encodedSize(text.text);
    if (batch.length > 0 && (batch.length === MAX_TEXTS_PER_REQUEST || bytes + size > MAX_REQUEST_BYTES)) {
      batches.push(batch);
      batch = [];
      bytes = 0;
    }
    batch.push(text);
    bytes += size;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}
