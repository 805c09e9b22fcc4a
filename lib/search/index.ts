export { buildSearchIndex, indexSize, remove, restoreSearchIndex, searchIndexParts, upsert, type SearchIndex, type SearchIndexParts } from './build-index';
export { placementOrder } from './placement-order';
export { searchIndex } from './search-index';
export type {
  SearchableCircle,
  SearchHit,
  SearchPlacement,
  SearchQuery,
  SearchResult,
  SearchSort,
} from './types';
