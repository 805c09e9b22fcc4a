import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDeviceStore, listOwnedFavorites, writeSnapshot } from '@/lib/offline/device/device-store';
import { forgetDeviceOwner, mayShowQueue, readDeviceOwner, savedDaysOwner, shellPagesHolder, writeDeviceOwner } from '@/lib/offline/device/device-owner';
import { readOwnedSnapshotInfo, saveSnapshot } from '@/lib/offline-search/device/snapshot-store';

// The copies on the device open for the device owner only, whoever's they are and whether or not the
// cleanup has removed them yet. IndexedDB is fake-indexeddb's in-memory implementation of the standard.

const favorite = { circleId: 7, color: 1, memo: 'private memo', name: 'Circle', author: 'Author', days: [1], cutUrl: '/cuts/7' };
const catalogueOf = (userId: string) => ({ userId, variant: 'adult' as const, hash: 'h', savedAt: 1, bytes: 2, rows: 1 });

beforeEach(() => {
  // The catalogue store announces changes on the window and sets its flag; nothing listens here.
  vi.stubGlobal('window', Object.assign(new EventTarget(), { localStorage: { setItem: () => {}, removeItem: () => {} } }));
});

async function saveForMember(userId: string) {
  await writeSnapshot({ userId, days: [1], savedAt: 1, circleCount: 1, labels: [] }, [favorite]);
  await saveSnapshot(catalogueOf(userId), '{}');
}

const opened = async () => ({ favorites: (await listOwnedFavorites()).map((kept) => kept.memo), catalogue: (await readOwnedSnapshotInfo())?.userId });

afterEach(async () => {
  vi.unstubAllGlobals();
  await clearDeviceStore();
  await forgetDeviceOwner('signIn');
});

describe('the device owner', () => {
  it('opens the saved favourites and the catalogue copy for the member they were saved for, while that member may keep them', async () => {
    await saveForMember('member-a');
    await writeDeviceOwner({ viewer: 'member-a', canSave: true }, 1);
    expect(await opened()).toEqual({ favorites: ['private memo'], catalogue: 'member-a' });
  });

  it('opens nothing once the member signs out, another signs in, the plan ends, or a sign-in or sign-out is on its way', async () => {
    await saveForMember('member-a');
    let answeredAt = 1;
    for (const owner of [{ viewer: null, canSave: false }, { viewer: 'member-b', canSave: true }, { viewer: 'member-a', canSave: false }]) {
      await writeDeviceOwner(owner, answeredAt++);
      expect(await opened()).toEqual({ favorites: [], catalogue: undefined });
    }
    await forgetDeviceOwner('signIn');
    expect(await readDeviceOwner()).toBeUndefined();
    expect(await opened()).toEqual({ favorites: [], catalogue: undefined });
  });

  it('moves only forward: after a sign-out, a page answered before it names nobody again', async () => {
    await saveForMember('member-a');
    await writeDeviceOwner({ viewer: 'member-a', canSave: true }, 10);
    await forgetDeviceOwner('signOut');
    // The page the member signed out on, rendered again because the network cut the answer, and a page
    // rendered for them later all the same (a session the answer did not end on this browser).
    await writeDeviceOwner({ viewer: 'member-a', canSave: true }, 10);
    await writeDeviceOwner({ viewer: 'member-a', canSave: true }, 12);
    expect(await readDeviceOwner()).toBeUndefined();
    expect(await opened()).toEqual({ favorites: [], catalogue: undefined });
    // The page after the sign-out, then an old saved copy opened later.
    await writeDeviceOwner({ viewer: null, canSave: false }, 13);
    await writeDeviceOwner({ viewer: 'member-a', canSave: true }, 9);
    await writeDeviceOwner({ viewer: 'member-a', canSave: true }, 14);
    expect(await readDeviceOwner()).toEqual({ viewer: null, canSave: false });
    // Signing in again, from this browser, makes the member the owner again.
    await forgetDeviceOwner('signIn');
    await writeDeviceOwner({ viewer: 'member-a', canSave: true }, 15);
    expect(await opened()).toEqual({ favorites: ['private memo'], catalogue: 'member-a' });
  });

  it('names the copies each owner may open', () => {
    expect(savedDaysOwner({ viewer: 'member-a', canSave: true })).toBe('member-a');
    expect(savedDaysOwner({ viewer: 'member-a', canSave: false })).toBeNull();
    expect(savedDaysOwner(undefined)).toBeNull();
    expect(shellPagesHolder({ viewer: null, canSave: false })).toBe(':');
    expect(shellPagesHolder({ viewer: 'member-a', canSave: true })).toBe('member-a:plan');
    expect(shellPagesHolder(undefined)).toBeNull();
    expect(mayShowQueue({ viewer: 'member-a', canSave: false }, 'member-a')).toBe(true);
    expect(mayShowQueue({ viewer: null, canSave: false }, 'member-a')).toBe(false);
  });
});
