import type { SearchIndexParts } from '@/lib/search';
import { idbRequest } from '@/lib/offline/idb-request';

// What the search index derived from the stored snapshot (normalised texts, postings), kept in a
// database of its own beside the snapshot, so that the next start of the search worker restores the
// index instead of building it again: on a phone, building is seconds; restoring a fraction of that.
// The record names the snapshot it was derived from; any other snapshot builds and replaces it.

type KeptIndex = { hash: string; parts: SearchIndexParts };

const databaseName = 'offline-catalogue-index';
const storeName = 'index';
const recordKey = 'current';

async function withStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const opening = indexedDB.open(databaseName, 1);
  opening.onupgradeneeded = () => opening.result.createObjectStore(storeName);
  const database = await idbRequest(opening);
  try {
    const transaction = database.transaction(storeName, mode);
    const done = new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
    });
    const result = await idbRequest(work(transaction.objectStore(storeName)));
    await done;
    return result;
  } finally {
    database.close();
  }
}

/** The kept parts when they were derived from the snapshot with this hash; otherwise undefined. */
export async function readKeptIndex(hash: string): Promise<SearchIndexParts | undefined> {
  const kept = (await withStore('readonly', (store) => store.get(recordKey) as IDBRequest<KeptIndex | undefined>)) ?? undefined;
  return kept?.hash === hash ? kept.parts : undefined;
}

export async function keepIndex(hash: string, parts: SearchIndexParts): Promise<void> {
  await withStore('readwrite', (store) => store.put({ hash, parts } satisfies KeptIndex, recordKey));
}

/** Frees the space when the snapshot itself is gone. */
export async function forgetKeptIndex(): Promise<void> {
  await withStore('readwrite', (store) => store.clear());
}
