import { emptyCircleListQuery } from '@/lib/catalogue/query-string';
import { forgetKeptIndex } from '@/lib/offline-search/device/index-cache';
import { searchOfflineList, type OfflineCatalogue } from '@/lib/offline-search/offline-catalogue';
import { offlineListRows } from '@/lib/offline-search/offline-list-rows';
import { openStoredCatalogue, type OpenPhases } from '@/lib/offline-search/device/open-stored-catalogue';
import { saveSnapshot } from '@/lib/offline-search/device/snapshot-store';
import { writeDeviceOwner } from '@/lib/offline/device/device-owner';
import { searchIndex, type SearchQuery } from '@/lib/search';

// The benchmark's page: the device's search code as the worker runs it, bundled for the browser.

let catalogue: OfflineCatalogue | null = null;

/** Downloads the snapshot at `url` and stores it as the device does, with nothing kept from an earlier run. */
async function save(url: string): Promise<number> {
  const started = performance.now();
  const json = await (await fetch(url)).text();
  await forgetKeptIndex();
  // The copy opens for its own member only (lib/offline/device/device-owner.ts): the bench is that member.
  await writeDeviceOwner({ viewer: 'bench', canSave: true }, Date.now());
  await saveSnapshot({ userId: 'bench', variant: 'adult', hash: `bench-${json.length}`, savedAt: Date.now(), bytes: json.length, rows: 0 }, json);
  return performance.now() - started;
}

/**
 * Opens the stored copy as the worker does (`openStoredCatalogue`): the first time building the index
 * and keeping it, later restoring it (the worker's next start). Each step's milliseconds and the total.
 */
async function open(): Promise<{ phases: OpenPhases; total: number; kept: number }> {
  const started = performance.now();
  const opened = await openStoredCatalogue();
  const total = performance.now() - started;
  if (!opened) throw new Error('No stored copy to open.');
  catalogue = opened.catalogue;
  let kept = 0;
  if (opened.keep) {
    const keeping = performance.now();
    await opened.keep();
    kept = performance.now() - keeping;
  }
  return { phases: opened.phases, total, kept };
}

/** The megabytes the origin stores: the JSON and what was kept. */
async function stored(): Promise<number> {
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

Object.assign(window, { offlineBench: { save, open, stored, typeKeywords, search } });
