import type { AppLocale } from '@/lib/i18n/locales';
import { blockRomaji } from '@/lib/text/kana-romaji';
import type { HallArea } from './venue';

/** The hall letters of the classic catalogue and its checklist format. */
export const hallLetters: Readonly<Record<HallArea, string>> = { EAST: '東', WEST: '西', SOUTH: '南' };

// English readers get the area spelled out; Japanese and Chinese keep the one-character form that the
// venue signs use (Chinese in its simplified shape).
const areaNames: Readonly<Record<AppLocale, Readonly<Record<HallArea, string>>>> = {
  en: { EAST: 'East ', WEST: 'West ', SOUTH: 'South ' },
  ja: hallLetters,
  zh: { EAST: '东', WEST: '西', SOUTH: '南' },
};

/** Block names are full width in the catalogue; a half-width `A` from elsewhere would match nothing. */
export function toFullWidth(text: string): string {
  return text.replace(/[!-~]/g, (char) => String.fromCharCode(char.charCodeAt(0) + 0xfee0));
}

/** Full-width Latin letters and digits as their ASCII forms (`ｌ` → `l`); anything else unchanged. */
export function toHalfWidth(text: string): string {
  return text.replace(/[！-～]/g, (char) => String.fromCharCode(char.charCodeAt(0) - 0xfee0));
}

/**
 * A block's name as the locale's readers read it: Japanese keeps the catalogue's full-width character;
 * elsewhere a kana block has its romaji beside it (`ア(A)`) and a Latin block is written half width
 * (`l`, not `ｌ`), so that `ア(A)` and `A` are told apart at a glance.
 */
export function blockText(locale: AppLocale, block: string): string {
  if (locale === 'ja') return toFullWidth(block);
  const romaji = blockRomaji(block);
  return romaji ? `${block}(${romaji})` : toHalfWidth(block);
}

export type SpaceParts = {
  area: HallArea;
  block: string;
  spaceNumber: number;
  /** `ab` for a circle with both halves of a desk. */
  sides: 'a' | 'b' | 'ab';
};

/**
 * `East ヨ(Yo)-12a`, `東ヨ-12a`, `东ヨ(Yo)-12a`, `South l-16b`: a kana block's romaji stands beside it for readers who
 * cannot read kana (the venue's signs show the kana, so it stays first); Japanese needs none.
 */
export function formatSpace(locale: AppLocale, { area, block, spaceNumber, sides }: SpaceParts): string {
  return `${areaNames[locale][area]}${blockText(locale, block)}-${String(spaceNumber).padStart(2, '0')}${sides}`;
}

/** A booth code (`西3-07`: hall, then the booth's place in it) for the locale: `West 3-07`, `西3-07`. */
export function formatBoothSpace(locale: AppLocale, area: HallArea, boothCode: string): string {
  const rest = boothCode.startsWith(hallLetters[area]) ? boothCode.slice(hallLetters[area].length) : boothCode;
  return `${areaNames[locale][area]}${rest}`;
}

const weekdayFormats = new Map<AppLocale, Intl.DateTimeFormat>();

/**
 * `Sat`, `土`, `周六` for an event day stored as a date at midnight UTC (a `@db.Date` column). The
 * calendar has no zone: UTC reads the stored day back unchanged.
 */
export function formatWeekday(locale: AppLocale, date: Date): string {
  let format = weekdayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    weekdayFormats.set(locale, format);
  }
  return format.format(date);
}

/** `Sat East ヨ(Yo)-12a`, `土 東ヨ-12a`, `周六 东ヨ(Yo)-12a`. */
export function formatPlacement(locale: AppLocale, date: Date, space: SpaceParts): string {
  return `${formatWeekday(locale, date)} ${formatSpace(locale, space)}`;
}

/** Both halves of one desk read as one space (`12ab`); anything else as separate spaces. */
export function mergeSides<T extends { dayNumber: number; area: HallArea; block: string; spaceNumber: number; side: 'a' | 'b' }>(
  spaces: readonly T[],
): (T & { sides: 'a' | 'b' | 'ab' })[] {
  const merged: (T & { sides: 'a' | 'b' | 'ab' })[] = [];
  for (const space of spaces) {
    const previous = merged.at(-1);
    const sameDesk =
      previous !== undefined &&
      previous.sides === 'a' &&
      space.side === 'b' &&
      previous.dayNumber === space.dayNumber &&
      previous.area === space.area &&
      previous.block === space.block &&
      previous.spaceNumber === space.spaceNumber;
    if (sameDesk) previous.sides = 'ab';
    else merged.push({ ...space, sides: space.side });
  }
  return merged;
}
