import { emptyCircleListQuery } from '@/lib/catalogue/query-string';
import { keepIndex, readKeptIndex } from '@/lib/offline-search/index-cache';
import { indexOfflineCatalogue, restoreOfflineCatalogue, searchOfflineList, type OfflineCatalogue } from '@/lib/offline-search/offline-catalogue';
import { offlineListRows } from '@/lib/offline-search/offline-list-rows';
import { decodeSnapshotColumns, type CatalogueSnapshot } from '@/lib/offline-search/snapshot-format';
import { searchIndex, searchIndexParts, type SearchQuery } from '@/lib/search';

// The benchmark's page: the device's search code as the worker runs it, bundled for the browser.

let catalogue: OfflineCatalogue | null = null;

/** Milliseconds of each step of opening, and in all; `build` is restoring when the index was kept. */
export type OpenTimes = { read: number; parse: number; decode: number; build: number; total: number };

/**
 * Opens the snapshot at `url` as the worker opens its stored copy: the first time building the index,
 * after `keep` restoring it from the kept parts (the worker's next start).
 */
async function open(url: string): Promise<OpenTimes> {
  const started = performance.now();
  let last = started;
  const lap = () => {
    const now = performance.now();
    const took = now - last;
    last = now;
    return took;
  };
  const response = await fetch(url);
  const [json, kept] = await Promise.all([response.text(), readKeptIndex(url)]);
  const read = lap();
  const snapshot = JSON.parse(json) as CatalogueSnapshot;
  const parse = lap();
  const rows = decodeSnapshotColumns(snapshot.columns);
  const decode = lap();
  catalogue = (kept && restoreOfflineCatalogue(snapshot, rows, kept)) ?? indexOfflineCatalogue(snapshot, rows);
  const build = lap();
  return { read, parse, decode, build, total: last - started };
}

/** Keeps the open index's parts as the worker does after a build; the megabytes the origin then stores. */
async function keep(url: string): Promise<number> {
  if (catalogue) await keepIndex(url, searchIndexParts(catalogue.index));
  const { usage } = await navigator.storage.estimate();
  return (usage ?? 0) / 1024 / 1024;
}

/** One keystroke: the text typed so far and its milliseconds, split into its steps. */
export type KeystrokeTimes = { typed: string; total: number; search: number; format: number; clone: number };

/**
 * Milliseconds per keystroke (every prefix of every keyword), split into the search, the page of rows,
 * and copying the worker's answer as posting it to the page does (structured clone).
 */
function typeKeywords(keywords: readonly string[], rounds = 1): KeystrokeTimes[] {
  const times: KeystrokeTimes[] = [];
  if (!catalogue) return times;
  for (let round = 0; round < rounds; round++) typeOnce(catalogue, keywords, times);
  return times;
}

function typeOnce(catalogue: OfflineCatalogue, keywords: readonly string[], times: KeystrokeTimes[]): void {
  for (const keyword of keywords) {
    for (let length = 1; length <= keyword.length; length++) {
      const typed = keyword.slice(0, length);
      const started = performance.now();
      const result = searchOfflineList(catalogue, { ...emptyCircleListQuery, keyword: typed }, [], 50);
      const searched = performance.now();
      const rows = offlineListRows(catalogue, result?.hits ?? [], 'ja');
      const formatted = performance.now();
      structuredClone({ kind: 'results', seq: 0, total: result?.total ?? 0, rows, searchMs: 0 });
      const cloned = performance.now();
      times.push({ typed, total: formatted - started, search: searched - started, format: formatted - searched, clone: cloned - formatted });
    }
  }
}

function search(queries: readonly SearchQuery[]): { total: number; ids: number[] }[] {
  if (!catalogue) return [];
  const index = catalogue.index;
  return queries.map((query) => {
    const result = searchIndex(index, query);
    return { total: result.total, ids: result.hits.map((hit) => hit.id) };
  });
}

Object.assign(window, { offlineBench: { open, keep, typeKeywords, search } });
