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

  it('formats as a number in ja and zh every argument en formats as one (26,438件, not 26438件)', () => {
    const plainArguments = (text: string) => new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]));
    const unformatted: string[] = [];
    const walk = (english: Record<string, unknown>, other: Record<string, unknown>, path: string, locale: string) => {
      for (const [key, value] of Object.entries(english)) {
        const theirs = other[key];
        if (typeof value === 'object' && value && typeof theirs === 'object' && theirs) walk(value as Record<string, unknown>, theirs as Record<string, unknown>, `${path}${key}.`, locale);
        else if (typeof value === 'string' && typeof theirs === 'string') {
          const plain = plainArguments(theirs);
          for (const [, name] of value.matchAll(/\{(\w+), (?:number|plural)/g)) if (name && plain.has(name)) unformatted.push(`${locale} ${path}${key} {${name}}`);
        }
      }
    };
    walk(en, ja, '', 'ja');
    walk(en, zh, '', 'zh');
    expect(unformatted).toEqual([]);
    const t = createTranslator({ locale: 'ja', messages: ja as unknown as typeof en, namespace: 'Offline.catalogue' });
    expect(t('saved', { when: '12/7', count: 26438, size: '3.1' })).toContain('26,438サークル');
  });

  it('names signing in ログイン in Japanese, and the plan 白金套餐 in Chinese', () => {
    expect(JSON.stringify(ja)).not.toContain('サインイン');
    // 白金会员 is a member of the plan, never the plan itself.
    expect(JSON.stringify(zh).match(/白金会员[^无]/g) ?? []).toEqual([]);
  });
});
