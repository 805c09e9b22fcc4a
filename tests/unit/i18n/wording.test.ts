import { describe, expect, it } from 'vitest';
import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import zh from '@/messages/zh.json';

// The words the product uses for one thing stay the same across its pages, and large counts are
// written with the language's separators.
describe('wording across the messages', () => {
  it('writes the circle list’s counts with thousands separators in every language', () => {
    for (const [locale, messages, expected] of [
      ['en', en, '26,438 circles'],
      ['ja', ja, '26,438件のサークル'],
      ['zh', zh, '26,438个社团'],
    ] as const) {
      const t = createTranslator({ locale, messages: messages as typeof en, namespace: 'CircleList' });
      expect(t('resultCount', { count: 26438 })).toBe(expected);
    }
  });

  it('names signing in ログイン in Japanese, and the plan 白金套餐 in Chinese', () => {
    expect(JSON.stringify(ja)).not.toContain('サインイン');
    // 白金会员 is a member of the plan, never the plan itself.
    expect(JSON.stringify(zh).match(/白金会员[^无]/g) ?? []).toEqual([]);
  });
});
