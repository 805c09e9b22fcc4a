import 'server-only';
import { getCatalogueIndex } from '@/lib/catalogue/catalogue-index-instance';
import { exhibitorIdOfRow } from '@/lib/catalogue/searchable-rows';
import type { CatalogueViewer } from '@/lib/catalogue/viewer';
import { searchIndex } from '@/lib/search';
import type { MapSearchQuery } from './map-search-query';

// Hits beyond this are not drawn; a keyword that matches more than a hall holds is not a search.
export const MAP_SEARCH_LIMIT = 3000;

export type MapSearchResult = { total: number; circleIds: number[]; boothIds: number[] };

/** The catalogue's own search, restricted to the map's day and (for 'in this hall') hall, in venue order. */
export async function searchMap(query: MapSearchQuery, viewer: CatalogueViewer): Promise<MapSearchResult> {
  if (query.keyword === '' && query.genreCode === undefined) return { total: 0, circleIds: [], boothIds: [] };
  const state = await getCatalogueIndex();
  const booth = query.category === 'booth';
  const result = searchIndex(state.index, {
    keyword: query.keyword,
    days: query.day !== undefined ? [query.day] : undefined,
    halls: query.hall !== undefined ? [query.hall] : undefined,
    genres: query.genreCode !== undefined && !booth ? [query.genreCode] : undefined,
    isBooth: booth,
    excludeAdult: !viewer.mayViewAdult,
    sort: 'placement',
    threshold: 0,
    offset: 0,
    limit: MAP_SEARCH_LIMIT,
  });
  const ids = result.hits.map((hit) => hit.id);
  return booth
    ? { total: result.total, circleIds: [], boothIds: ids.map(exhibitorIdOfRow) }
    : { total: result.total, circleIds: ids, boothIds: [] };
}
