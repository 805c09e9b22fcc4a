export { buildSearchIndex, indexSize, remove, upsert, type SearchIndex } from './build-index';
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
