import { circleSearchQuery, favoriteFilter, intersectIdLists } from '@/lib/catalogue/circle-search-query';
import { hasFavoriteFilter, type CircleListQuery } from '@/lib/catalogue/query-string';
import { buildFandomTable, buildSearchIndex, restoreSearchIndex, searchIndex, type SearchIndex, type SearchIndexParts, type SearchResult } from '@/lib/search';
import { decodeSnapshotColumns, placementParts, type CatalogueSnapshot, type SnapshotFacets, type SnapshotLanguage, type SnapshotVariant } from './snapshot-format';
import type { SnapshotRow } from './snapshot-rows';

// The device's side of the offline search: the snapshot decoded into the very index the server uses
// (`lib/search`), and the circle list's query put to it as the server puts it (`circleSearchQuery`).
// Runs in the search worker, in the benchmark's page and in the tests that compare it with the server.

export type OfflineCatalogue = {
  variant: SnapshotVariant;
  /** The language of the rows' translations; absent when they carry none. */
  language?: SnapshotLanguage;
  facets: SnapshotFacets;
  index: SearchIndex;
  rows: Map<number, SnapshotRow>;
};

type SnapshotHeader = Pick<CatalogueSnapshot, 'variant' | 'language' | 'facets'>;

const headerOf = ({ variant, language, facets }: SnapshotHeader) => ({ variant, ...(language && { language }), facets });

/** A favourite as the device keeps it, for the favourite, colour and memo filters. */
export type OfflineFavorite = { circleId: number; color: number; memo: string };

/** The fandoms the server's index knows: the same genres and organiser's file, the same shipped list. */
const fandomsOf = (facets: SnapshotFacets) => buildFandomTable(facets.genres, facets.fandoms ?? []);

export function openOfflineCatalogue(snapshot: CatalogueSnapshot): OfflineCatalogue {
  return indexOfflineCatalogue(snapshot, decodeSnapshotColumns(snapshot.columns));
}

/** The snapshot's rows, already decoded, indexed. */
export function indexOfflineCatalogue(snapshot: SnapshotHeader, rows: SnapshotRow[]): OfflineCatalogue {
  return { ...headerOf(snapshot), index: buildSearchIndex(rows, fandomsOf(snapshot.facets)), rows: new Map(rows.map((row) => [row.id, row])) };
}

/**
 * The same catalogue with its index restored from parts kept from an earlier build of the same
 * snapshot (`index-cache.ts`); null when they do not fit its rows.
 */
export function restoreOfflineCatalogue(snapshot: SnapshotHeader, rows: SnapshotRow[], parts: SearchIndexParts): OfflineCatalogue | null {
  const index = restoreSearchIndex(rows, parts, fandomsOf(snapshot.facets));
  return index && { ...headerOf(snapshot), index, rows: new Map(rows.map((row) => [row.id, row])) };
}

/** Circles with a space of this number: the server keeps the same numbers from the placements table. */
function idsWithSpace(catalogue: OfflineCatalogue, space: number): number[] {
  const ids: number[] = [];
  for (const row of catalogue.rows.values()) {
    if (!row.isBooth && row.placements.some((placement) => placementParts(placement.order).spaceNumber === space)) ids.push(row.id);
  }
  return ids;
}

/**
 * One page of the circle list, as the server would answer it; null for what the device cannot answer
 * (a circle asked for by its catalogue number, which the snapshot does not carry).
 */
export function searchOfflineList(catalogue: OfflineCatalogue, query: CircleListQuery, favorites: readonly OfflineFavorite[], pageSize: number): SearchResult | null {
  if (query.wcid !== undefined) return null;
  const lists: number[][] = [];
  if (hasFavoriteFilter(query)) lists.push(favorites.filter(favoriteFilter(query)).map((favorite) => favorite.circleId));
  if (query.space !== undefined) lists.push(idsWithSpace(catalogue, query.space));
  const search = circleSearchQuery(query, { ids: intersectIdLists(lists), mayViewAdult: catalogue.variant === 'adult', offset: (query.page - 1) * pageSize, limit: pageSize });
  return searchIndex(catalogue.index, search);
}
