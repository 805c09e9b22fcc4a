import type { SearchIndexParts } from '@/lib/search';
import { idbRequest, withObjectStore } from '@/lib/offline/device/idb-request';
import type { KeptRows } from '@/lib/offline-search/kept-rows';
import type { SnapshotFacets, SnapshotLanguage, SnapshotVariant } from '@/lib/offline-search/snapshot-format';

// What the search index derived from the stored snapshot (normalised texts, postings), kept in a
// database of its own beside the snapshot, so that the next start of the search worker restores the
// index instead of building it again: on a phone, building is seconds; restoring a fraction of that.
// The record names the snapshot it was derived from; any other snapshot builds and replaces it. It
// holds the snapshot's decoded rows too (`kept-rows.ts`), so a start that finds it reads nothing else.

/**
 * 3: the rows' translations and the snapshot's language. 2: the parts and rows packed into a few large
 * values. A record of another layout is built anew.
 */
const KEPT_LAYOUT = 3;

export type KeptCatalogue = { hash: string; variant: SnapshotVariant; language?: SnapshotLanguage; facets: SnapshotFacets; rows: KeptRows; index: SearchIndexParts };
type KeptRecord = KeptCatalogue & { layout: typeof KEPT_LAYOUT };

const databaseName = 'offline-catalogue-index';
const storeName = 'index';
const recordKey = 'catalogue';
// The kept record's hash alone, so that a start after a new download learns the record is stale without
// reading its megabytes.
const hashKey = 'catalogue-hash';

const withStore = <T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> =>
  withObjectStore(databaseName, storeName, mode, (store) => idbRequest(work(store)));

/** The kept catalogue when it was derived from the snapshot with this hash; otherwise undefined. */
export async function readKeptCatalogue(hash: string): Promise<KeptCatalogue | undefined> {
  const keptHash = await withStore('readonly', (store) => store.get(hashKey) as IDBRequest<string | undefined>);
  if (keptHash !== hash) return undefined;
  const kept = await withStore('readonly', (store) => store.get(recordKey) as IDBRequest<KeptRecord | undefined>);
  if (kept?.layout !== KEPT_LAYOUT || kept.hash !== hash) return undefined;
  return { hash: kept.hash, variant: kept.variant, ...(kept.language && { language: kept.language }), facets: kept.facets, rows: kept.rows, index: kept.index };
}

/** Replaces whatever was kept (a record of an earlier layout included) by this. */
export async function keepCatalogue(kept: KeptCatalogue): Promise<void> {
  await withStore('readwrite', (store) => {
    store.clear();
    store.put(kept.hash, hashKey);
    return store.put({ ...kept, layout: KEPT_LAYOUT } satisfies KeptRecord, recordKey);
  });
}

/** Frees the space when the snapshot itself is gone. */
export async function forgetKeptIndex(): Promise<void> {
  await withStore('readwrite', (store) => store.clear());
}
