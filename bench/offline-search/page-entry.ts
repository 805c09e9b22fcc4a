import { emptyCircleListQuery } from '@/lib/catalogue/query-string';
import { openOfflineCatalogue, searchOfflineList, type OfflineCatalogue } from '@/lib/offline-search/offline-catalogue';
import { offlineListRows } from '@/lib/offline-search/offline-list-rows';
import type { CatalogueSnapshot } from '@/lib/offline-search/snapshot-format';
import { searchIndex, type SearchQuery } from '@/lib/search';

// The benchmark's page: the device's search code as the worker runs it, bundled for the browser.

let catalogue: OfflineCatalogue | null = null;

async function open(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  const json = await response.text();
  catalogue = openOfflineCatalogue(JSON.parse(json) as CatalogueSnapshot);
  return performance.now() - started;
}

/** Milliseconds per keystroke: every prefix of every keyword searched and its page of rows formatted. */
function typeKeywords(keywords: readonly string[]): number[] {
  const times: number[] = [];
  if (!catalogue) return times;
  for (const keyword of keywords) {
    for (let length = 1; length <= keyword.length; length++) {
      const started = performance.now();
      const result = searchOfflineList(catalogue, { ...emptyCircleListQuery, keyword: keyword.slice(0, length) }, [], 50);
      offlineListRows(catalogue, result?.hits ?? [], 'ja');
      times.push(performance.now() - started);
    }
  }
  return times;
}

function search(queries: readonly SearchQuery[]): { total: number; ids: number[] }[] {
  if (!catalogue) return [];
  const index = catalogue.index;
  return queries.map((query) => {
    const result = searchIndex(index, query);
    return { total: result.total, ids: result.hits.map((hit) => hit.id) };
  });
}

Object.assign(window, { offlineBench: { open, typeKeywords, search } });
