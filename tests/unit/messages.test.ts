import { describe, expect, it } from 'vitest';
import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import zh from '@/messages/zh.json';
import { locales, type AppLocale } from '@/lib/i18n/locales';

type MessageTree = { [key: string]: string | MessageTree };

const catalogues: Record<AppLocale, MessageTree> = { en, ja, zh };

// Language names are shown in their own language whatever the interface language is, and a service whose
// name has no translation (a circle's link on its page) as the service writes it.
const sameInEveryLanguage = new Set([
  'LocaleSwitcher.en', 'LocaleSwitcher.ja', 'LocaleSwitcher.zh',
  'CircleDetail.booth', 'CircleDetail.bluesky', 'CircleDetail.skeb', 'CircleDetail.fanbox', 'CircleDetail.litlink',
]);

function flatten(tree: MessageTree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [childPath, childValue] of flatten(value, path)) entries.set(childPath, childValue);
  }
  return entries;
}

function argumentsOf(message: string): string[] {
  const names = [...message.matchAll(/\{\s*([A-Za-z_][\w]*)\s*[,}]/g)].map((match) => match[1] ?? '');
  return [...new Set(names)].sort();
}

function tagsOf(message: string): string[] {
  return [...new Set([...message.matchAll(/<([A-Za-z][\w-]*)>/g)].map((match) => match[1] ?? ''))].sort();
}

const flat = Object.fromEntries(Object.entries(catalogues).map(([locale, tree]) => [locale, flatten(tree)]));
const english = flat.en ?? new Map<string, string>();

describe('message catalogues', () => {
  it.each(['ja', 'zh'])('%s has exactly the keys of en', (locale) => {
    const keys = [...(flat[locale]?.keys() ?? [])].sort();
    expect(keys).toEqual([...english.keys()].sort());
  });

  it.each(['ja', 'zh'])('%s uses the same ICU arguments and tags as en', (locale) => {
    for (const [key, englishMessage] of english) {
      const message = flat[locale]?.get(key) ?? '';
      expect({ key, arguments: argumentsOf(message) }).toEqual({ key, arguments: argumentsOf(englishMessage) });
      expect({ key, tags: tagsOf(message) }).toEqual({ key, tags: tagsOf(englishMessage) });
    }
  });

  it.each(['ja', 'zh'])('%s leaves no message in English', (locale) => {
    const untranslated = [...english]
      .filter(([key, value]) => !sameInEveryLanguage.has(key) && flat[locale]?.get(key) === value)
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it.each(locales)('every %s message formats without errors', (locale) => {
    const messages = catalogues[locale];
    const errors: string[] = [];
    const t = createTranslator({
      locale,
      messages,
      timeZone: 'Asia/Tokyo',
      onError: (error) => errors.push(error.message),
    });
    const format = t.markup as unknown as (key: string, values: Record<string, unknown>) => string;
    for (const [key, message] of flat[locale] ?? []) {
      const values: Record<string, unknown> = {};
      for (const name of argumentsOf(message)) values[name] = name === 'until' || name === 'date' ? new Date(0) : 1;
      for (const tag of tagsOf(message)) values[tag] = (chunks: string) => chunks;
      expect(format(key, values)).not.toBe(key);
    }
    expect(errors).toEqual([]);
  });
});
