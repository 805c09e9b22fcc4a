import { describe, expect, it } from 'vitest';
import { MAX_REQUEST_BYTES, MAX_TEXTS_PER_REQUEST, translationBatches } from '@/lib/catalogue-translation/translation-batches';

const texts = (count: number, text: string) => Array.from({ length: count }, (_, index) => ({ hash: String(index), text }));
const formBytes = (batch: { text: string }[]) => new URLSearchParams(batch.map(({ text }) => ['text', text])).toString().length;

describe('translation batches', () => {
  it('hold at most 50 texts, in order, none lost', () => {
    const batches = translationBatches(texts(120, '新刊'));
    expect(batches.map((batch) => batch.length)).toEqual([MAX_TEXTS_PER_REQUEST, MAX_TEXTS_PER_REQUEST, 20]);
    expect(batches.flat().map((text) => text.hash)).toEqual(texts(120, '').map((text) => text.hash));
  });

  it('stay within the request size as DeepL receives it, form-encoded', () => {
    const long = '頒布'.repeat(2500); // 5,000 characters, 45,000 bytes encoded
    const batches = translationBatches(texts(10, long));
    expect(batches.length).toBeGreaterThan(3);
    for (const batch of batches) expect(formBytes(batch)).toBeLessThanOrEqual(MAX_REQUEST_BYTES);
  });
});
