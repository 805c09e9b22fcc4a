export { buildSearchIndex, indexSize, remove, restoreSearchIndex, searchIndexParts, upsert, type SearchIndex, type SearchIndexParts } from './build-index';
export { buildFandomTable, fandomKey, type FandomGenre, type OrganiserFandom } from './fandoms';
export { placementOrder } from './placement-order';
export { searchIndex } from './search-index';
export type {
  SearchableCircle,
  SearchFandom,
  SearchHit,
  SearchPlacement,
  SearchQuery,
  SearchResult,
  SearchSort,
} from './types';
