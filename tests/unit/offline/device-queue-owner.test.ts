import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDeviceStore, clearSavedCopy, listPending, QueueOwnerError, readQueueOwner, recordEdit, recordVisitEdit, writeSnapshot } from '@/lib/offline/device/device-store';
import { sendPendingChanges } from '@/lib/offline/device/send-pending';

// A browser can be shared: the device's queue of offline edits is one member's, and is sent only with
// that member's session. IndexedDB is fake-indexeddb's in-memory implementation of the standard.

const snapshotOf = (userId: string) => ({ userId, days: [1], savedAt: 1, circleCount: 1, labels: [] });
const favorite = { circleId: 7, color: 1, memo: 'kept', name: 'Circle', author: 'Author', days: [1], cutUrl: '/cuts/7' };

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await clearDeviceStore();
});

describe('whose edits wait on the device', () => {
  it('writes down the member who made the first edit, and takes more edits of that member only', async () => {
    await recordEdit(7, { memo: 'first' }, 'member-a');
    await recordVisitEdit(7, 1, 'BOUGHT', 'member-a');
    expect(await readQueueOwner()).toBe('member-a');
    await expect(recordEdit(8, { color: 3 }, 'member-b')).rejects.toBeInstanceOf(QueueOwnerError);
    await expect(recordVisitEdit(8, 1, 'BOUGHT', 'member-b')).rejects.toBeInstanceOf(QueueOwnerError);
    expect((await listPending()).map((change) => change.circleId)).toEqual([7]);
  });

  it('gives an edit made without a member (offline pages, the saved editor) to the member the days were saved for', async () => {
    await writeSnapshot(snapshotOf('member-a'), [favorite]);
    await recordEdit(7, { memo: 'offline' });
    expect(await readQueueOwner()).toBe('member-a');
  });

  it('refuses an edit nobody is known to have made', async () => {
    await expect(recordEdit(7, { memo: 'whose?' })).rejects.toBeInstanceOf(QueueOwnerError);
    expect(await listPending()).toEqual([]);
  });

  it('keeps the owner of waiting edits when the saved copy goes', async () => {
    await writeSnapshot(snapshotOf('member-a'), [favorite]);
    await recordEdit(7, { memo: 'offline' });
    await clearSavedCopy();
    expect(await readQueueOwner()).toBe('member-a');
    expect(await listPending()).toHaveLength(1);
  });
});

describe('sending the waiting edits', () => {
  it("sends another member's edits with nobody's session", async () => {
    await recordEdit(7, { memo: 'private to a' }, 'member-a');
    expect(await sendPendingChanges('member-b')).toEqual({ status: 'idle' });
    expect(await sendPendingChanges(null)).toEqual({ status: 'signIn' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await listPending()).toHaveLength(1);
  });

  it("sends the member's own edits with the owner named, for the server to check", async () => {
    await recordEdit(7, { memo: 'mine' }, 'member-a');
    fetchMock.mockResolvedValue(Response.json({ favorites: [], removed: [], conflicts: [], skipped: [] }));
    expect(await sendPendingChanges('member-a')).toEqual({ status: 'sent', sent: 1, conflicts: 0 });
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as { owner: string; changes: { circleId: number }[] };
    expect(body.owner).toBe('member-a');
    expect(body.changes.map((change) => change.circleId)).toEqual([7]);
    expect(await listPending()).toEqual([]);
  });
});
