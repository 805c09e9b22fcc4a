import { describe, expect, it } from 'vitest';
import { isStorableMemo, MEMO_MAX_LENGTH, normalizeMemo } from '@/lib/favorites/limits';
import { memoSchema } from '@/lib/favorites/schemas';

// The service worker checks memos without zod; it must take exactly what the server's schema takes.

const samples = ['', 'plain', 'two\r\nlines\rand\nmore', 'tab\there', 'bell\u0007', 'escape\u001b[1m', 'delete\u007f', 'あ'.repeat(MEMO_MAX_LENGTH), 'x'.repeat(MEMO_MAX_LENGTH + 1), 'a\r\n'.repeat(MEMO_MAX_LENGTH / 2)];

describe('a memo checked without the validation library', () => {
  for (const sample of samples) {
    it(`agrees with memoSchema on ${JSON.stringify(sample.slice(0, 20))} (${sample.length} characters)`, () => {
      const parsed = memoSchema.safeParse(sample);
      expect(isStorableMemo(normalizeMemo(sample))).toBe(parsed.success);
      if (parsed.success) expect(normalizeMemo(sample)).toBe(parsed.data);
    });
  }
});
