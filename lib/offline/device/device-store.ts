import type { SavedFavorite } from '@/lib/offline/server/event-day-bundle';
import type { VisitStatus } from '@/lib/plan/visit-status';
import type { DeviceFavorite, FavoriteChange, SyncResult } from '@/lib/offline/schemas';
import { idbRequest, transactionDone } from './idb-request';
import { mayOpenSavedCopy, readDeviceOwner } from './device-owner';

// The device's copy of the event days in IndexedDB: the saved favourites (what the editor shows offline),
// the edits waiting to be sent (one entry per circle, each field with the time of its last edit), what
// was saved for whom and whose edits wait. Writers announce changes with a window event, so every leaf
// stays current.

export type LocalFavorite = Pick<SavedFavorite, 'circleId' | 'color' | 'memo' | 'name' | 'author' | 'days' | 'cutUrl'>;
/**
 * The favourites' menus and covers saved after the pages (lib/offline/device/save-favorite-images.ts): how
 * many of how many files, their bytes, and why some are missing (no room, or the network).
 */
export type SavedImagesInfo = { saved: number; total: number; bytes: number; reason?: 'quota' | 'network' };
export type SnapshotInfo = { userId: string; days: number[]; savedAt: number; circleCount: number; labels: { color: number; label: string }[]; images?: SavedImagesInfo };

export const storeChangeEvent = 'offline-store-change';

const databaseName = 'event-day';
const stores = { favorites: 'favorites', pending: 'pending', meta: 'meta' } as const;
const snapshotKey = 'snapshot';
// The member whose edits wait. A browser can be shared: the queue is sent only with that member's session.
const queueOwnerKey = 'queueOwner';

/** An edit the queue cannot take: it holds another member's edits, or nobody is known to have made it. */
export class QueueOwnerError extends Error {}

function open(): Promise<IDBDatabase> {
  const request = indexedDB.open(databaseName, 1);
  request.onupgradeneeded = () => {
    const database = request.result;
    database.createObjectStore(stores.favorites, { keyPath: 'circleId' });
    database.createObjectStore(stores.pending, { keyPath: 'circleId' });
    database.createObjectStore(stores.meta);
  };
  return idbRequest(request);
}

async function transact<T>(names: readonly string[], mode: IDBTransactionMode, work: (transaction: IDBTransaction) => Promise<T> | T): Promise<T> {
  const database = await open();
  try {
    const transaction = database.transaction(names, mode);
    const finished = transactionDone(transaction);
    const result = await work(transaction);
    await finished;
    // The service worker writes here too (a memo from the offline circle page); it has no window to tell.
    if (mode === 'readwrite' && typeof window !== 'undefined') window.dispatchEvent(new Event(storeChangeEvent));
    return result;
  } finally {
    database.close();
  }
}

export function readSnapshot(): Promise<SnapshotInfo | undefined> {
  return transact([stores.meta], 'readonly', (t) => idbRequest(t.objectStore(stores.meta).get(snapshotKey) as IDBRequest<SnapshotInfo | undefined>));
}

export function listFavorites(): Promise<LocalFavorite[]> {
  return transact([stores.favorites], 'readonly', (t) => idbRequest(t.objectStore(stores.favorites).getAll() as IDBRequest<LocalFavorite[]>));
}

/** The saved favourites when they are the device owner's to show now (lib/offline/device/device-owner.ts), else none. */
export async function listOwnedFavorites(): Promise<LocalFavorite[]> {
  const [owner, snapshot, favorites] = await Promise.all([readDeviceOwner(), readSnapshot(), listFavorites()]);
  return mayOpenSavedCopy(owner, snapshot?.userId) ? favorites : [];
}

export function listPending(): Promise<FavoriteChange[]> {
  return transact([stores.pending], 'readonly', (t) => idbRequest(t.objectStore(stores.pending).getAll() as IDBRequest<FavoriteChange[]>));
}

async function readOwnersIn(meta: IDBObjectStore): Promise<{ queue: string | undefined; savedFor: string | undefined }> {
  const [owner, snapshot] = await Promise.all([
    idbRequest(meta.get(queueOwnerKey) as IDBRequest<string | undefined>),
    idbRequest(meta.get(snapshotKey) as IDBRequest<SnapshotInfo | undefined>),
  ]);
  // A queue from before owners were written down can only have come from the saved copy's editors.
  return { queue: owner ?? snapshot?.userId, savedFor: snapshot?.userId };
}

const readQueueOwnerIn = async (meta: IDBObjectStore) => (await readOwnersIn(meta)).queue;

/** The member whose edits wait, or undefined when nobody is known to have made them. */
export function readQueueOwner(): Promise<string | undefined> {
  return transact([stores.meta], 'readonly', (t) => readQueueOwnerIn(t.objectStore(stores.meta)));
}

/**
 * Makes `owner` (or, when not given, the owner of the saved copy) the owner of an edit about to be
 * queued. An empty queue takes any member; a waiting queue only more edits of its own member, so that
 * one member's edits are never sent with another's session.
 */
async function claimQueue(t: IDBTransaction, owner: string | undefined): Promise<void> {
  const meta = t.objectStore(stores.meta);
  const [waiting, owners] = await Promise.all([idbRequest(t.objectStore(stores.pending).count()), readOwnersIn(meta)]);
  const editor = owner ?? owners.savedFor;
  if (!editor || (waiting > 0 && owners.queue !== editor)) throw new QueueOwnerError('The device queue cannot take this edit');
  meta.put(editor, queueOwnerKey);
}

/** Replaces the saved favourites; edits still waiting to be sent stay on top of the fresh copy. */
export async function writeSnapshot(info: SnapshotInfo, favorites: readonly LocalFavorite[]): Promise<void> {
  const pending = new Map((await listPending()).map((change) => [change.circleId, change]));
  await transact([stores.favorites, stores.meta], 'readwrite', (t) => {
    const favoriteStore = t.objectStore(stores.favorites);
    favoriteStore.clear();
    for (const favorite of favorites) {
      const change = pending.get(favorite.circleId);
      favoriteStore.put({
        ...favorite,
        ...(change?.color && { color: change.color.value ?? 0 }),
        ...(change?.memo && { memo: change.memo.value }),
      });
    }
    t.objectStore(stores.meta).put(info, snapshotKey);
  });
}

/** Notes what the image step saved beside the saved copy it belongs to; nothing when that copy is gone or another's. */
export async function writeSavedImagesInfo(userId: string, images: SavedImagesInfo): Promise<void> {
  await transact([stores.meta], 'readwrite', async (t) => {
    const meta = t.objectStore(stores.meta);
    const info = await idbRequest(meta.get(snapshotKey) as IDBRequest<SnapshotInfo | undefined>);
    if (info?.userId === userId) meta.put({ ...info, images }, snapshotKey);
  });
}

/**
 * An edit made on the device: shown at once, and queued field by field until the server has it.
 * `owner` is the signed-in member who made it; without one, the edit is one of the saved copy's own
 * (offline pages and the saved favourites' editor) and belongs to the member it was saved for.
 */
export async function recordEdit(circleId: number, edit: { color: number | null } | { memo: string }, owner?: string, editedAt = Date.now()): Promise<void> {
  await transact([stores.favorites, stores.pending, stores.meta], 'readwrite', async (t) => {
    await claimQueue(t, owner);
    const favorites = t.objectStore(stores.favorites);
    const pending = t.objectStore(stores.pending);
    const [favorite, queued] = await Promise.all([
      idbRequest(favorites.get(circleId) as IDBRequest<LocalFavorite | undefined>),
      idbRequest(pending.get(circleId) as IDBRequest<FavoriteChange | undefined>),
    ]);
    if (favorite) favorites.put('memo' in edit ? { ...favorite, memo: edit.memo } : { ...favorite, color: edit.color ?? 0 });
    const change: FavoriteChange = { ...queued, circleId };
    if ('memo' in edit) change.memo = { value: edit.memo, editedAt };
    else change.color = { value: edit.color, editedAt };
    pending.put(change);
  });
}

/** A visit mark made on the device by `owner` (as with `recordEdit`): queued with its edit time until the server has it. */
export async function recordVisitEdit(circleId: number, day: number, value: VisitStatus, owner?: string, editedAt = Date.now()): Promise<void> {
  await transact([stores.pending, stores.meta], 'readwrite', async (t) => {
    await claimQueue(t, owner);
    const pending = t.objectStore(stores.pending);
    const queued = await idbRequest(pending.get(circleId) as IDBRequest<FavoriteChange | undefined>);
    const visits = (queued?.visits ?? []).filter((visit) => visit.day !== day);
    pending.put({ ...queued, circleId, visits: [...visits, { day, value, editedAt }] });
  });
}

const sameEdit = (a: { editedAt: number } | undefined, b: { editedAt: number } | undefined) => a?.editedAt === b?.editedAt;

/**
 * Takes the server's answer in: the saved favourites get the merged values, and each sent field leaves
 * the queue unless it was edited again while the request was on its way.
 */
export async function acceptSyncResult(sent: readonly FavoriteChange[], result: SyncResult): Promise<void> {
  const merged = new Map<number, DeviceFavorite>(result.favorites.map((favorite) => [favorite.circleId, favorite]));
  await transact([stores.favorites, stores.pending], 'readwrite', async (t) => {
    const favorites = t.objectStore(stores.favorites);
    const pending = t.objectStore(stores.pending);
    for (const change of sent) {
      const queued = (await idbRequest(pending.get(change.circleId) as IDBRequest<FavoriteChange | undefined>)) ?? { circleId: change.circleId };
      const rest: FavoriteChange = { circleId: change.circleId };
      if (queued.color && !sameEdit(queued.color, change.color)) rest.color = queued.color;
      if (queued.memo && !sameEdit(queued.memo, change.memo)) rest.memo = queued.memo;
      const newerVisits = (queued.visits ?? []).filter((visit) => !change.visits?.some((sent) => sent.day === visit.day && sent.editedAt === visit.editedAt));
      if (newerVisits.length > 0) rest.visits = newerVisits;
      if (rest.color || rest.memo || rest.visits) pending.put(rest);
      else pending.delete(change.circleId);
      const favorite = await idbRequest(favorites.get(change.circleId) as IDBRequest<LocalFavorite | undefined>);
      const server = merged.get(change.circleId);
      if (!favorite) continue;
      if (server) favorites.put({ ...favorite, color: rest.color ? favorite.color : server.color, memo: rest.memo ? favorite.memo : server.memo });
      else if (result.removed.includes(change.circleId) || result.skipped.includes(change.circleId)) favorites.put({ ...favorite, color: 0, memo: rest.memo ? favorite.memo : '' });
    }
  });
}

/** Forgets the saved favourites and whom they were saved for; edits waiting to be sent stay. */
export async function clearSavedCopy(): Promise<void> {
  await transact([stores.favorites, stores.pending, stores.meta], 'readwrite', async (t) => {
    const meta = t.objectStore(stores.meta);
    const [waiting, owner] = await Promise.all([idbRequest(t.objectStore(stores.pending).count()), readQueueOwnerIn(meta)]);
    // A queue whose owner was known only from the saved copy keeps that owner.
    if (waiting > 0 && owner) meta.put(owner, queueOwnerKey);
    t.objectStore(stores.favorites).clear();
    meta.delete(snapshotKey);
  });
}

/** Forgets the edits waiting to be sent and whose they were; the saved copy stays. */
export async function clearQueue(): Promise<void> {
  await transact([stores.pending, stores.meta], 'readwrite', (t) => {
    t.objectStore(stores.pending).clear();
    t.objectStore(stores.meta).delete(queueOwnerKey);
  });
}

/** Forgets everything saved on the device, queued edits included. */
export async function clearDeviceStore(): Promise<void> {
  await transact([stores.favorites, stores.pending, stores.meta], 'readwrite', (t) => {
    for (const name of Object.values(stores)) t.objectStore(name).clear();
  });
}
