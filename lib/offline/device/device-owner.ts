import { idbRequest, withObjectStore } from './idb-request';

// Who the device's copies may be shown to now: the member of the last page loaded online, and whether
// that member may keep the event days and the catalogue (plan, age and adult setting). Every copy is
// keyed to its member, and the page and the service worker open only the copies of this owner, so a
// copy is closed the moment the owner changes, before (and whether or not) a cleanup removes it.
//
// Written by every page from the server's answer (components/pwa/offline-work.tsx), and forgotten by the
// sign-out and sign-in forms before they post: until a page the server answered since says who uses the
// browser then, no copy opens. Kept in IndexedDB, which the worker reads: the session cookie is HttpOnly, and a cookie
// would be sent to the server, which does not need it.

export type DeviceOwner = { viewer: string | null; canSave: boolean };

/**
 * The owner and when the server answered the page that named it (the server's clock, `answeredAt`).
 * A forgotten owner keeps that time: a page answered before it (a tree rendered again after a sign-out
 * whose answer the network cut) must not name anyone again. `signedOut` is the member who asked to
 * sign out: no page names them again until a sign-in is sent from this browser, however that page
 * came to be rendered for them (an answer cut short, a tree kept from before).
 */
type OwnerRecord = { owner?: DeviceOwner; answeredAt: number; signedOut?: string };

const databaseName = 'device-owner';
const storeName = 'owner';
const recordKey = 'current';

const withStore = <T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => Promise<T>): Promise<T> => withObjectStore(databaseName, storeName, mode, work);

const readRecord = (store: IDBObjectStore) => idbRequest(store.get(recordKey) as IDBRequest<OwnerRecord | undefined>);

/** The owner a page online last named, or undefined when none did since the last sign-in or sign-out (or it cannot be read). */
export async function readDeviceOwner(): Promise<DeviceOwner | undefined> {
  if (typeof indexedDB === 'undefined') return undefined;
  return withStore('readonly', async (store) => (await readRecord(store))?.owner).catch(() => undefined);
}

/**
 * Names the owner a page was answered for at `answeredAt`. A page answered before the one that last
 * named an owner changes nothing, and after a sign-in or sign-out only a page answered since does.
 */
export async function writeDeviceOwner(owner: DeviceOwner, answeredAt: number): Promise<void> {
  await withStore('readwrite', async (store) => {
    const current = await readRecord(store);
    if (current && (answeredAt < current.answeredAt || (answeredAt === current.answeredAt && !current.owner))) return;
    if (current?.signedOut !== undefined && owner.viewer === current.signedOut) return;
    const signedOut = owner.viewer === null ? current?.signedOut : undefined;
    store.put({ owner: { viewer: owner.viewer, canSave: owner.canSave }, answeredAt, ...(signedOut !== undefined && { signedOut }) } satisfies OwnerRecord, recordKey);
  });
}

/**
 * The browser is changing hands, `as` a sign-in or a sign-out about to be sent: no copy opens until a
 * page answered since says whose it is, and after a sign-out no page names the member who left until
 * a sign-in is sent.
 */
export async function forgetDeviceOwner(as: 'signIn' | 'signOut'): Promise<void> {
  await withStore('readwrite', async (store) => {
    const current = await readRecord(store);
    const leaving = as === 'signOut' ? (current?.owner?.viewer ?? current?.signedOut) : undefined;
    store.put({ answeredAt: current?.answeredAt ?? 0, ...(leaving != null && { signedOut: leaving }) } satisfies OwnerRecord, recordKey);
  });
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
