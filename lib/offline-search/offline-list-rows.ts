import { shownText, type ShownText } from '@/lib/catalogue/shown-text';
import { genreText, type CirclePage } from '@/lib/catalogue/circle-page';
import { genreName } from '@/lib/catalogue/facets';
import { nameRomaji } from '@/lib/catalogue/name-romaji';
import { formatSpace, formatWeekday, mergeSides } from '@/lib/catalogue/placement-text';
import type { HallArea } from '@/lib/catalogue/venue';
import type { AppLocale } from '@/lib/i18n/locales';
import type { SearchableCircle, SearchHit } from '@/lib/search';
import type { OfflineCatalogue } from './offline-catalogue';
import { placementParts } from './snapshot-format';
import type { SnapshotRow } from './snapshot-rows';

/** One row of the offline list, every text already in the viewer's language. */
export type OfflineListRow = { id: number; href: string; name: string; romaji: string; author: string; genre: string; placements: string[]; cashless: boolean; isBooth: boolean };

/** What the rows are written from: the service worker has the decoded rows without the search index. */
type CatalogueRows = Pick<OfflineCatalogue, 'rows' | 'facets' | 'language'>;

const AREAS: Record<string, HallArea> = { E: 'EAST', W: 'WEST', S: 'SOUTH' };

type Genre = OfflineCatalogue['facets']['genres'][number];

/**
 * What formatting reads, looked up once per opened catalogue, and every row already formatted, per
 * language: a keystroke formats a page of rows, and typing a word shows most of them again. The
 * weekday of each day is kept per language too: formatting a date was the largest single cost of a
 * row shown for the first time.
 */
type Formatting = { dates: Map<number, Date>; genres: Map<number, Genre>; rows: Map<string, OfflineListRow>; weekdays: Map<string, string> };

const formattings = new WeakMap<CatalogueRows, Formatting>();

function formattingOf(catalogue: CatalogueRows): Formatting {
  let formatting = formattings.get(catalogue);
  if (!formatting) {
    formatting = {
      dates: new Map(catalogue.facets.days.map((day) => [day.number, new Date(`${day.date}T00:00:00Z`)])),
      genres: new Map(catalogue.facets.genres.map((genre) => [genre.code, genre])),
      rows: new Map(),
      weekdays: new Map(),
    };
    formattings.set(catalogue, formatting);
  }
  return formatting;
}

/** What `formatPlacement` writes for the day: its weekday in the viewer's language. */
function weekdayOf({ dates, weekdays }: Formatting, day: number, locale: AppLocale): string {
  const key = `${locale}:${day}`;
  let weekday = weekdays.get(key);
  if (weekday === undefined) {
    weekday = formatWeekday(locale, dates.get(day) ?? new Date(0));
    weekdays.set(key, weekday);
  }
  return weekday;
}

function placementTexts(formatting: Formatting, row: SearchableCircle, locale: AppLocale): string[] {
  const spaces = row.placements
    .map((placement) => ({ ...placementParts(placement.order), block: placement.block }))
    .map((parts) => ({ dayNumber: parts.day, area: AREAS[parts.hall.charAt(0)] ?? 'EAST', block: parts.block.slice(2), spaceNumber: parts.spaceNumber, side: parts.side }))
    .sort((a, b) => a.dayNumber - b.dayNumber || a.spaceNumber - b.spaceNumber || (a.side === b.side ? 0 : a.side < b.side ? -1 : 1));
  // As formatPlacement writes it, with the day's weekday formatted once.
  return mergeSides(spaces).map((space) => `${weekdayOf(formatting, space.dayNumber, locale)} ${formatSpace(locale, space)}`);
}

function genreOf({ genres }: Formatting, code: number, locale: AppLocale): string {
  const genre = genres.get(code);
  return genre ? genreName(genre, locale) : '';
}

function listRow(catalogue: CatalogueRows, row: SearchableCircle, locale: AppLocale): OfflineListRow {
  const formatting = formattingOf(catalogue);
  const key = `${locale}:${row.id}`;
  const known = formatting.rows.get(key);
  if (known) return known;
  const formatted = formatRow(formatting, row, locale);
  formatting.rows.set(key, formatted);
  return formatted;
}

function formatRow(formatting: Formatting, row: SearchableCircle, locale: AppLocale): OfflineListRow {
  return {
    id: row.id,
    href: row.isBooth ? `/booth/${-row.id}` : `/circle/${row.id}`,
    name: row.name,
    romaji: nameRomaji(row.name, row.nameKana),
    author: row.author,
    genre: row.isBooth ? '' : genreOf(formatting, row.genreCode, locale),
    placements: row.isBooth ? [] : placementTexts(formatting, row, locale),
    cashless: row.cashless,
    isBooth: row.isBooth,
  };
}

export function offlineListRows(catalogue: CatalogueRows, hits: readonly SearchHit[], locale: AppLocale): OfflineListRow[] {
  return hits.flatMap((hit) => {
    const row = catalogue.rows.get(hit.id);
    return row ? [listRow(catalogue, row, locale)] : [];
  });
}

/**
 * The description as the server's page shows it, from the translations the copy carries (decision 042):
 * they are in its member's language, so a page in another language says the text is not translated.
 */
function shownDescription(catalogue: CatalogueRows, row: SnapshotRow, locale: AppLocale): ShownText {
  const translation = catalogue.language === locale && row.descriptionTranslation ? row.translations?.[0] : undefined;
  if (translation === undefined) return shownText(row.description, locale, '', () => undefined);
  return row.descriptionTranslation === 'own' ? shownText(row.description, locale, translation, () => undefined) : shownText(row.description, locale, '', () => translation);
}

/** A circle's page from the catalogue on the device: as the server's page describes it, without map links (the device has no wcid). */
export function deviceCirclePage(catalogue: CatalogueRows, id: number, locale: AppLocale): CirclePage | null {
  const row = catalogue.rows.get(id);
  if (!row || row.isBooth) return null;
  const listed = listRow(catalogue, row, locale);
  return {
    name: row.name,
    romaji: listed.romaji,
    reading: row.nameKana,
    author: row.author,
    genre: genreText(row.genreCode, listed.genre),
    spaces: listed.placements.map((text) => ({ text, mapHref: null })),
    cashless: row.cashless,
    description: shownDescription(catalogue, row, locale),
    workTitles: [...row.workTitles],
  };
}
