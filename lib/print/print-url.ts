// The print screens' query, with the keys the older catalogue's print links use: `days`, `areas` and `colors` as comma lists,
// `prnColor`, `prnGenre`, `prnMemo` (and our own `prnMenus`) true when '1', and `locale`. Pure, without zod: the chooser builds
// the URL in the browser exactly as the print page reads it (`print-query.ts`).

import type { AppLocale } from '@/lib/i18n/locales';

export type PrintQuery = {
  /** Day numbers; empty means every day. */
  days: number[];
  /** Hall keys (`E1`); empty means every hall. */
  areas: string[];
  /** Favourite colours 1..18; empty means every colour. */
  colors: number[];
  prnColor: boolean;
  prnGenre: boolean;
  prnMemo: boolean;
  /** The cuts printout (type 3) adds each circle's menu pages after the page of its cut. */
  prnMenus: boolean;
  /** The language of the printout; absent means the page's language. */
  locale?: AppLocale;
};

export const printTypes = [1, 2, 3, 4] as const;

export type PrintType = (typeof printTypes)[number];

/** 1: favourites list, 2: hall maps, 3: cut grid, 4: the event-day plan's route sheet. The default, 0, prints the list. */
export function resolvePrintType(value: number): PrintType | null {
  if (value === 0) return 1;
  return (printTypes as readonly number[]).includes(value) ? (value as PrintType) : null;
}

export function printSearch(query: PrintQuery): string {
  const params: string[] = [];
  if (query.days.length > 0) params.push(`days=${query.days.join(',')}`);
  if (query.areas.length > 0) params.push(`areas=${query.areas.join(',')}`);
  if (query.colors.length > 0) params.push(`colors=${query.colors.join(',')}`);
  if (query.prnColor) params.push('prnColor=1');
  if (query.prnGenre) params.push('prnGenre=1');
  if (query.prnMemo) params.push('prnMemo=1');
  if (query.prnMenus) params.push('prnMenus=1');
  if (query.locale) params.push(`locale=${query.locale}`);
  return params.length > 0 ? `?${params.join('&')}` : '';
}

export function printPath(type: PrintType, query: PrintQuery): string {
  return `/print-type-${type}${printSearch(query)}`;
}
