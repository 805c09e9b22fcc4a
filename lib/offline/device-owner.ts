import { idbRequest } from './idb-request';

// Who the device's copies may be shown to now: the member of the last page loaded online, and whether
// that member may keep the event days and the catalogue (plan, age and adult setting). Every copy is
// keyed to its member, and the page and the service worker open only the copies of this owner, so a
// copy is closed the moment the owner changes, before (and whether or not) a cleanup removes it.
//
// Written by every page from the server's answer (components/pwa/offline-work.tsx), and forgotten by the
// sign-out and sign-in forms before they post: until a page online says who uses the browser then, no
// copy opens. Kept in IndexedDB, which the worker reads: the session cookie is HttpOnly, and a cookie
// would be sent to the server, which does not need it.

export type DeviceOwner = { viewer: string | null; canSave: boolean };

const databaseName = 'device-owner';
const storeName = 'owner';
const ownerKey = 'current';

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

/** The owner a page online last named, or undefined when none did since the last sign-in or sign-out (or it cannot be read). */
export async function readDeviceOwner(): Promise<DeviceOwner | undefined> {
  if (typeof indexedDB === 'undefined') return undefined;
  return withStore('readonly', (store) => store.get(ownerKey) as IDBRequest<DeviceOwner | undefined>).catch(() => undefined);
}

export async function writeDeviceOwner(owner: DeviceOwner): Promise<void> {
  await withStore('readwrite', (store) => store.put({ viewer: owner.viewer, canSave: owner.canSave } satisfies DeviceOwner, ownerKey));
}

/** The browser is changing hands (a sign-in or sign-out about to be sent): no copy opens until a page says whose it is. */
export async function forgetDeviceOwner(): Promise<void> {
  await withStore('readwrite', (store) => store.delete(ownerKey));
}

/** The member whose saved event days and catalogue copy may open now, or null when nobody's may. */
export function savedDaysOwner(owner: DeviceOwner | undefined): string | null {
  return owner?.canSave && owner.viewer !== null ? owner.viewer : null;
}

/** Whom the kept shell pages may be of now (a member and plan state, or the signed-out site), or null when unknown. */
export function shellPagesHolder(owner: DeviceOwner | undefined): string | null {
  return owner ? `${owner.viewer ?? ''}:${owner.canSave ? 'plan' : ''}` : null;
}

/** Whether a copy saved for `savedFor` may open now. */
export const mayOpenSavedCopy = (owner: DeviceOwner | undefined, savedFor: string | undefined): boolean =>
  savedFor !== undefined && savedDaysOwner(owner) === savedFor;

/** Whether edits waiting for `queueOwner` may be shown now (they are sent only with that member's session anyway). */
export const mayShowQueue = (owner: DeviceOwner | undefined, queueOwner: string | undefined): boolean =>
  queueOwner !== undefined && owner?.viewer === queueOwner;
