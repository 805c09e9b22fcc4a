import compile from 'icu-minify/compile';
import { createTranslator } from 'use-intl/core';
import formatPrecompiled from 'use-intl/format-message/format-only';
import { describe, expect, it } from 'vitest';
import { messageFormats } from '@/lib/i18n/formats';
import { locales } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import { eventTimeZone } from '@/lib/time/japan-time';

// The build precompiles the messages (decision 017) and formats them without the ICU parser, which
// knows no date or time style of its own. Every message with a date or a time must read as the ICU
// source does with the parser's defaults ("December 31, 2026", not "12/31/2026"). Rich-text messages
// (with tags) need elements as values and are left out.

type Tree = { [key: string]: string | Tree };

function datedMessages(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? (/, (date|time)\b/.test(value) && !value.includes('<') ? [[`${prefix}${key}`, value]] : []) : datedMessages(value, `${prefix}${key}.`),
  );
}

const formatters = {
  getDateTimeFormat: (locale: string, options?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
  getNumberFormat: (locale: string, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
  getPluralRules: (locale: string, options?: Intl.PluralRulesOptions) => new Intl.PluralRules(locale, options),
};

describe('precompiled messages with dates and times', () => {
  it.each(locales)('read in %s as the ICU source does', async (locale) => {
    const messages = (await loadMessages(locale)) as unknown as Tree;
    const dated = datedMessages(messages);
    expect(dated.length).toBeGreaterThan(5);
    const source = createTranslator({ locale, messages, timeZone: eventTimeZone });
    const values = { until: new Date('2026-12-31T14:59:00Z'), date: new Date('2026-08-14T03:00:00Z'), campaign: 'yes', campaignUntil: new Date('2026-12-16T14:59:00Z'), regular: 2000, price: 500, count: 2, name: 'X', path: '/x', days: 2, day: 1 };
    for (const [key, text] of dated) {
      const options = { formats: messageFormats, globalFormats: undefined, locale, timeZone: eventTimeZone, formatters };
      // @ts-expect-error -- the internal formatter's options are wider than its declared parameters
      const precompiled = formatPrecompiled(key, compile(text), values, options);
      expect(precompiled, key).toBe(source(key as never, values as never));
    }
  });
});
