import { z } from 'zod';
import { isLocale } from '@/lib/i18n/locales';
import type { PrintQuery } from './print-url';

// Never fails: an unreadable value is dropped, as on every screen of the catalogue.

type Raw = Record<string, string | string[] | undefined>;

const raw = z.union([z.string(), z.array(z.string())]).optional().catch(undefined);
const first = raw.transform((value) => (Array.isArray(value) ? value[0] : value)?.trim() ?? '');
const items = raw.transform((value) =>
  (Array.isArray(value) ? value : [value ?? ''])
    .flatMap((part) => part.split(','))
    .map((item) => item.trim())
    .filter((item) => item !== ''),
);
const numbers = (min: number, max: number) =>
  items.transform((list) => [...new Set(list.filter((item) => /^\d{1,3}$/.test(item)).map(Number).filter((n) => n >= min && n <= max))].sort((a, b) => a - b));
const HALL_KEY = /^[EWS](?:[1-9]|1[0-5])$/;

export const printQuerySchema = z.object({
  days: numbers(1, 7),
  areas: items.transform((list) => [...new Set(list.filter((item) => HALL_KEY.test(item)))]),
  colors: numbers(1, 18),
  prnColor: first.transform((value) => value === '1'),
  prnGenre: first.transform((value) => value === '1'),
  prnMemo: first.transform((value) => value === '1'),
  prnMenus: first.transform((value) => value === '1'),
  locale: first.transform((value) => (isLocale(value) ? value : undefined)),
});

export function parsePrintQuery(params: Raw): PrintQuery {
  const { locale, ...rest } = printQuerySchema.parse(params);
  return locale ? { ...rest, locale } : rest;
}
