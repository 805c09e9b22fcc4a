import { describe, expect, it, vi } from 'vitest';
import { perLocale } from '@/lib/i18n/per-locale';

describe('perLocale', () => {
  it('makes the texts once per language and gives each language its own', async () => {
    const make = vi.fn(async (locale: string) => `texts of ${locale}`);
    const texts = perLocale(make);
    expect(await Promise.all([texts('en'), texts('en'), texts('ja')])).toEqual(['texts of en', 'texts of en', 'texts of ja']);
    expect(await texts('en')).toBe('texts of en');
    expect(make.mock.calls.map(([locale]) => locale)).toEqual(['en', 'ja']);
  });

  it('forgets a failed making, so that the next request tries again', async () => {
    let calls = 0;
    const texts = perLocale(async () => {
      calls += 1;
      if (calls === 1) throw new Error('messages not ready');
      return 'texts';
    });
    await expect(texts('zh')).rejects.toThrow('messages not ready');
    expect(await texts('zh')).toBe('texts');
    expect(calls).toBe(2);
  });
});
