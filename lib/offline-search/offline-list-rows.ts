import { formatPlacement, mergeSides } from '@/lib/catalogue/placement-text';
import type { HallArea } from '@/lib/catalogue/venue';
import type { AppLocale } from '@/lib/i18n/locales';
import type { SearchableCircle, SearchHit } from '@/lib/search';
import type { OfflineCatalogue } from './offline-catalogue';
import { placementParts } from './snapshot-format';

/** One row of the offline list, every text already in the viewer's language. */
export type OfflineListRow = { id: number; href: string; name: string; author: string; genre: string; placements: string[]; cashless: boolean; isBooth: boolean };

/** What the rows are written from: the service worker has the decoded rows without the search index. */
type CatalogueRows = Pick<OfflineCatalogue, 'rows' | 'facets'>;

/** A circle's text for its page offline. */
export type OfflineCircleText = OfflineListRow & { nameKana: string; authorKana: string; description: string; works: string[] };

const AREAS: Record<string, HallArea> = { E: 'EAST', W: 'WEST', S: 'SOUTH' };

function placementTexts(catalogue: CatalogueRows, row: SearchableCircle, locale: AppLocale): string[] {
  const dates = new Map(catalogue.facets.days.map((day) => [day.number, new Date(`${day.date}T00:00:00Z`)]));
  const spaces = row.placements
    .map((placement) => ({ ...placementParts(placement.order), block: placement.block }))
    .map((parts) => ({ dayNumber: parts.day, area: AREAS[parts.hall.charAt(0)] ?? 'EAST', block: parts.block.slice(2), spaceNumber: parts.spaceNumber, side: parts.side }))
    .sort((a, b) => a.dayNumber - b.dayNumber || a.spaceNumber - b.spaceNumber || a.side.localeCompare(b.side));
  return mergeSides(spaces).map((space) => formatPlacement(locale, dates.get(space.dayNumber) ?? new Date(0), space));
}

function genreName(catalogue: CatalogueRows, code: number, locale: AppLocale): string {
  const genre = catalogue.facets.genres.find((candidate) => candidate.code === code);
  if (!genre) return '';
  return locale === 'ja' ? genre.nameJa : locale === 'zh' ? genre.nameZh : genre.nameEn;
}

function listRow(catalogue: CatalogueRows, row: SearchableCircle, locale: AppLocale): OfflineListRow {
  return {
    id: row.id,
    href: row.isBooth ? `/booth/${-row.id}` : `/circle/${row.id}`,
    name: row.name,
    author: row.author,
    genre: row.isBooth ? '' : genreName(catalogue, row.genreCode, locale),
    placements: row.isBooth ? [] : placementTexts(catalogue, row, locale),
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

export function offlineCircleText(catalogue: CatalogueRows, id: number, locale: AppLocale): OfflineCircleText | null {
  const row = catalogue.rows.get(id);
  if (!row || row.isBooth) return null;
  return { ...listRow(catalogue, row, locale), nameKana: row.nameKana, authorKana: row.authorKana, description: row.description, works: [...row.workTitles] };
}
