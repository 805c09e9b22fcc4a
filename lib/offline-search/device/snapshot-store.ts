import { SNAPSHOT_PRESENT_FLAG } from './snapshot-flag';
import type { SnapshotVariant } from '@/lib/offline-search/snapshot-format';
import { mayOpenSavedCopy, readDeviceOwner } from '@/lib/offline/device/device-owner';
import { idbRequest, transactionDone } from '@/lib/offline/device/idb-request';
import { forgetKeptIndex } from './index-cache';

// The device's copy of the catalogue snapshot in IndexedDB, beside the event-day store: the JSON as
// downloaded (the search worker parses it), and a small record about it that pages read without
// loading the catalogue. A flag in localStorage tells the list page, before any script of this folder
// loads, whether a copy exists (`snapshot-flag.ts`): members without one never download the search.

export type StoredSnapshotInfo = {
  userId: string;
  variant: SnapshotVariant;
  hash: string;
  savedAt: number;
  bytes: number;
  rows: number;
  /** The rows that are circles, not booths; absent from a copy saved before it was recorded. */
  circles?: number;
};

const databaseName = 'offline-catalogue';
const storeName = 'snapshot';
const infoKey = 'info';
const jsonKey = 'json';
export const snapshotChangeEvent = 'offline-catalogue-change';

function open(): Promise<IDBDatabase> {
  const request = indexedDB.open(databaseName, 1);
  request.onupgradeneeded = () => request.result.createObjectStore(storeName);
  return idbRequest(request);
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T> | undefined): Promise<T | undefined> {
  const database = await open();
  try {
    const transaction = database.transaction(storeName, mode);
    const finished = transactionDone(transaction);
    const request = work(transaction.objectStore(storeName));
    const result = request ? await idbRequest(request) : undefined;
    await finished;
    return result;
  } finally {
    database.close();
  }
}

/** Who and what the stored copy is; undefined when there is none. Cheap: the catalogue is not read. */
export async function readSnapshotInfo(): Promise<StoredSnapshotInfo | undefined> {
  return (await run('readonly', (store) => store.get(infoKey) as IDBRequest<StoredSnapshotInfo | undefined>)) ?? undefined;
}

/**
 * The stored copy's record when it is the device owner's to open now (lib/offline/device/device-owner.ts):
 * what every reader of the catalogue on the device starts from, so a signed-out member's copy, another
 * member's or one from before a plan ended is never searched or shown.
 */
export async function readOwnedSnapshotInfo(): Promise<StoredSnapshotInfo | undefined> {
  const [info, owner] = await Promise.all([readSnapshotInfo(), readDeviceOwner()]);
  return info && mayOpenSavedCopy(owner, info.userId) ? info : undefined;
}

export async function readSnapshotJson(): Promise<string | undefined> {
  return (await run('readonly', (store) => store.get(jsonKey) as IDBRequest<string | undefined>)) ?? undefined;
}

function announce(present: boolean): void {
  if (present) window.localStorage.setItem(SNAPSHOT_PRESENT_FLAG, '1');
  else window.localStorage.removeItem(SNAPSHOT_PRESENT_FLAG);
  window.dispatchEvent(new Event(snapshotChangeEvent));
}

/** Both records in one transaction: a copy is never half written. */
export async function saveSnapshot(info: StoredSnapshotInfo, json: string): Promise<void> {
  await run('readwrite', (store) => {
    store.put(json, jsonKey);
    return store.put(info, infoKey);
  });
  announce(true);
}

export async function removeSnapshot(): Promise<void> {
  await run('readwrite', (store) => store.clear());
  // The index derived from it holds the same texts: it goes too, whoever's copy it was.
  await forgetKeptIndex().catch(() => {});
  announce(false);
}
