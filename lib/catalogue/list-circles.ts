import 'server-only';
import { db } from '@/lib/db';
import type { AppLocale } from '@/lib/i18n/locales';
import { searchIndex, type SearchFandom } from '@/lib/search';
import type { CatalogueIndex } from './catalogue-index';
import { getCatalogueIndex } from './catalogue-index-instance';
import { circleSearchQuery, intersectIdLists } from './circle-search-query';
import type { CatalogueFacets } from './facets';
import { favoriteIds } from './favorite-filter';
import { loadListRows, type ListRow } from './list-rows';
import { hasFavoriteFilter, type BoothListQuery, type CircleListQuery } from './query-string';
import type { CatalogueViewer } from './viewer';

export const LIST_PAGE_SIZE = 50;

export type ListResult = {
  total: number;
  page: number;
  pageCount: number;
  rows: ListRow[];
  facets: CatalogueFacets;
  /** The fandom the keyword was taken for, if any (decision 041). */
  fandom?: SearchFandom;
};

async function circleIdByWcid(wcid: number): Promise<number[]> {
  const circle = await db.circle.findUnique({ where: { wcid }, select: { id: true } });
  return circle ? [circle.id] : [];
}

function idsWithSpace(state: CatalogueIndex, space: number): number[] {
  const ids: number[] = [];
  for (const [id, numbers] of state.spaces) if (numbers.includes(space)) ids.push(id);
  return ids;
}

/**
 * Restrictions the index cannot express by itself (favourites, space number, wcid), as one id list:
 * each is small next to the catalogue, and the index looks ids up instead of scanning.
 */
async function allowedIds(state: CatalogueIndex, query: CircleListQuery, viewer: CatalogueViewer): Promise<number[] | undefined> {
  const lists = await Promise.all([
    hasFavoriteFilter(query) ? favoriteIds(viewer.userId, query) : undefined,
    query.wcid !== undefined ? circleIdByWcid(query.wcid) : undefined,
    query.space !== undefined ? idsWithSpace(state, query.space) : undefined,
  ]);
  return intersectIdLists(lists.filter((list) => list !== undefined));
}

function pageOf(total: number, page: number) {
  return { pageCount: Math.max(1, Math.ceil(total / LIST_PAGE_SIZE)), offset: (page - 1) * LIST_PAGE_SIZE };
}

/** The circle list: the search, the viewer's favourites when a favourite filter asks, one read for the page's rows. */
export async function listCircles(query: CircleListQuery, viewer: CatalogueViewer, locale: AppLocale): Promise<ListResult> {
  const state = await getCatalogueIndex();
  const ids = await allowedIds(state, query, viewer);
  const { offset } = pageOf(0, query.page);
  const result = searchIndex(state.index, circleSearchQuery(query, { ids, mayViewAdult: viewer.mayViewAdult, offset, limit: LIST_PAGE_SIZE }));
  const rows = await loadListRows(result.hits.map((hit) => hit.id), viewer, locale, state.facets);
  const list = { total: result.total, page: query.page, pageCount: pageOf(result.total, query.page).pageCount, rows, facets: state.facets };
  return result.fandom === undefined ? list : { ...list, fandom: result.fandom };
}

/** The corporate list: keyword and page over the booths of the same index, in booth order unless searching. */
export async function listBooths(query: BoothListQuery, viewer: CatalogueViewer, locale: AppLocale): Promise<ListResult> {
  const state = await getCatalogueIndex();
  const result = searchIndex(state.index, {
    keyword: query.keyword,
    isBooth: true,
    sort: query.keyword === '' ? 'placement' : 'score',
    threshold: 0,
    offset: pageOf(0, query.page).offset,
    limit: LIST_PAGE_SIZE,
  });
  const rows = await loadListRows(result.hits.map((hit) => hit.id), viewer, locale, state.facets);
  return { total: result.total, page: query.page, pageCount: pageOf(result.total, query.page).pageCount, rows, facets: state.facets };
}
