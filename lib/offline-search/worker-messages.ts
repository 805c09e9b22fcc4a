import type { CirclePage } from '@/lib/catalogue/circle-page';
import type { CircleListQuery } from '@/lib/catalogue/query-string';
import type { AppLocale } from '@/lib/i18n/locales';
import type { OfflineFavorite } from './offline-catalogue';
import type { OfflineListRow } from './offline-list-rows';

/** Where the page starts the worker: a route of its own, bundled apart from the app (decision 027). */
export const SEARCH_WORKER_PATH = '/search-worker.js';

/** What the page asks the search worker. */
export type WorkerRequest =
  | { kind: 'open'; seq: number }
  | { kind: 'search'; seq: number; query: CircleListQuery; favorites: OfflineFavorite[]; locale: AppLocale; pageSize: number }
  | { kind: 'circle'; seq: number; id: number; locale: AppLocale };

/** What it answers, to the request with the same `seq`. */
export type WorkerAnswer =
  | { kind: 'opened'; seq: number; rows: number; indexMs: number }
  | { kind: 'missing'; seq: number }
  | { kind: 'results'; seq: number; total: number; rows: OfflineListRow[]; searchMs: number }
  | { kind: 'unanswerable'; seq: number }
  | { kind: 'circle'; seq: number; circle: CirclePage | null };
