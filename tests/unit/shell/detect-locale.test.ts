import { describe, expect, it } from 'vitest';
import { asksForTraditionalChinese, localeFromAcceptLanguage, parseAcceptLanguage, resolveLocale } from '@/lib/i18n/detect-locale';

describe('parseAcceptLanguage', () => {
  it('orders tags by quality and drops refused ones', () => {
    expect(parseAcceptLanguage('fr;q=0.5, ja-JP, en;q=0.8, de;q=0')).toEqual(['ja-jp', 'en', 'fr']);
  });

  it('keeps the browser order for equal weights and ignores garbage', () => {
    expect(parseAcceptLanguage('zh-TW,zh;q=0.9,,en;q=abc')).toEqual(['zh-tw', 'zh']);
    expect(parseAcceptLanguage(null)).toEqual([]);
  });
});

describe('localeFromAcceptLanguage', () => {
  it.each([
    ['ja-JP,ja;q=0.9,en;q=0.8', 'ja'],
    ['zh-TW,zh;q=0.9', 'zh'],
    ['zh-CN', 'zh'],
    ['zh-Hant-HK', 'zh'],
    ['fr-FR,ja;q=0.4,en;q=0.6', 'en'],
    ['fr-FR,ja;q=0.7,en;q=0.6', 'ja'],
    ['en-GB', 'en'],
  ] as const)('%s gives %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });

  it('finds nothing for unsupported languages', () => {
    expect(localeFromAcceptLanguage('fr-FR,de;q=0.8')).toBeUndefined();
  });
});

describe('resolveLocale', () => {
  it('prefers a valid cookie, then Accept-Language, then English', () => {
    expect(resolveLocale({ cookie: 'zh', acceptLanguage: 'ja' })).toBe('zh');
    expect(resolveLocale({ cookie: 'fr', acceptLanguage: 'ja' })).toBe('ja');
    expect(resolveLocale({ cookie: undefined, acceptLanguage: 'ko' })).toBe('en');
  });
});

describe('asksForTraditionalChinese', () => {
  it.each([
    ['zh-TW,zh;q=0.9', true],
    ['zh-HK', true],
    ['zh-MO', true],
    ['zh-Hant', true],
    ['zh-Hant-HK', true],
    ['en;q=0.5,zh-TW', true],
    ['zh-CN', false],
    ['zh-Hans-HK', false],
    ['zh-SG', false],
    ['zh', false],
    // The first Chinese tag decides, wherever it stands (the page shows the notice only in Chinese).
    ['ja,zh-TW;q=0.8', true],
    ['fr,zh-HK;q=0.5,zh-CN;q=0.4', true],
    ['zh-CN,zh-TW;q=0.5', false],
    [null, false],
  ] as const)('%s gives %s', (header, traditional) => {
    expect(asksForTraditionalChinese(header)).toBe(traditional);
  });
});
