import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appOrigin, startAuthTestContext, type AuthTestContext } from '@/tests/support/auth-test-context';
import { signInWithPassword, signOutThroughRoute } from '@/tests/support/auth-flows';
import type { CookieBrowser } from '@/tests/support/cookie-browser';
import { readEvents, type EventReader } from '@/tests/support/event-stream-reader';
import { writeSmallEvent } from '@/tests/support/small-event';

// GET /api/groups/:groupId/events against the real PostgreSQL, its LISTEN/NOTIFY and real session
// cookies (decision 043): who may open it, what it sends, where it resumes, and that it ends when the
// member is removed, signs out or the plan ends.

let context: AuthTestContext;
let circleId: number;
const password = 'member password';
const users: Record<'owner' | 'friend' | 'stranger' | 'lapsed', { id: string; browser: CookieBrowser }> = {} as never;
const open: EventReader[] = [];

async function member(name: keyof typeof users, plan: boolean): Promise<void> {
  const { hashPassword } = await import('@/lib/auth/password');
  const user = await context.database.db.user.create({
    data: { email: `${name}@example.com`, passwordHash: await hashPassword(password), emailVerified: new Date(), nickname: name, birthdate: new Date('1990-04-01'), termsAcceptedAt: new Date(), ...(plan && { roles: { create: [{ role: 'PLATINUM' }] } }) },
  });
  const browser = context.browser();
  await signInWithPassword(browser, `${name}@example.com`, password);
  users[name] = { id: user.id, browser };
}

beforeAll(async () => {
  context = await startAuthTestContext();
  Object.assign(process.env, { EVENT: 'C999', LIVE_HEARTBEAT_SECONDS: '1', LIVE_RECHECK_SECONDS: '60' });
  [circleId] = (await writeSmallEvent(context.database.db)) as [number];
  await member('owner', true);
  await member('friend', true);
  await member('stranger', true);
  await member('lapsed', false);
}, 60_000);

afterEach(async () => {
  await Promise.all(open.splice(0).map((reader) => reader.cancel()));
  // A member may be in five groups at most; each test starts its own.
  await context.database.db.group.deleteMany();
});

afterAll(async () => {
  const { stopListening } = await import('@/lib/live/listener');
  await stopListening();
  await context?.stop();
});

const viewer = (who: keyof typeof users) => ({ userId: users[who].id, mayViewAdult: true });

async function groupOfTwo(): Promise<string> {
  const { createGroup } = await import('@/lib/groups/group-edits');
  const { createInvite, acceptInvite } = await import('@/lib/groups/invites');
  const { id: groupId } = await createGroup(users.owner.id, { name: 'Winter trip' });
  const { token } = await createInvite(users.owner.id, { groupId });
  await acceptInvite(users.friend.id, { token });
  return groupId;
}

async function stream(who: keyof typeof users | null, groupId: string, headers: Record<string, string> = {}, query = ''): Promise<Response> {
  const { GET } = await import('@/app/api/groups/[groupId]/events/route');
  const cookie = who ? users[who].browser.cookieHeader(appOrigin) : '';
  const request = new Request(`${appOrigin}/api/groups/${groupId}/events${query}`, { headers: { ...headers, ...(cookie && { cookie }) } });
  return GET(request, { params: Promise.resolve({ groupId }) });
}

async function events(who: keyof typeof users, groupId: string, headers: Record<string, string> = {}, query = ''): Promise<EventReader> {
  const response = await stream(who, groupId, headers, query);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  expect(response.headers.get('cache-control')).toContain('no-transform');
  const reader = readEvents(response);
  open.push(reader);
  return reader;
}

async function lineWant(who: keyof typeof users, groupId: string): Promise<number> {
  const { setWant } = await import('@/lib/groups/wants');
  const { wantId } = await setWant(viewer(who), { groupId, circleId, label: 'Postcard set', amountYen: 500, quantity: 1 });
  return wantId!;
}

async function mark(who: keyof typeof users, groupId: string, wantId: number, status: 'BOUGHT' | 'SOLD_OUT'): Promise<number> {
  const { syncMarks } = await import('@/lib/groups/marks');
  return (await syncMarks(viewer(who), { groupId, marks: [{ item: `l${wantId}`, status: { value: status, editedAt: Date.now() } }] })).version;
}

const versionOf = async (groupId: string) => (await context.database.db.group.findUniqueOrThrow({ where: { id: groupId } })).version;

describe('who may open a group stream', () => {
  it('a member with the plan; a visitor 401, a member without the plan 403, anyone else 404 as for a group that does not exist', async () => {
    const groupId = await groupOfTwo();
    await events('friend', groupId);
    expect((await stream(null, groupId)).status).toBe(401);
    expect((await stream('stranger', groupId)).status).toBe(404);
    expect((await stream('stranger', 'AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    // Not the shape of a group id at all: refused as input, as the version route does.
    expect((await stream('owner', 'not-a-group')).status).toBe(400);
    const { acceptInvite, createInvite } = await import('@/lib/groups/invites');
    await acceptInvite(users.lapsed.id, { token: (await createInvite(users.owner.id, { groupId })).token });
    expect((await stream('lapsed', groupId)).status).toBe(403);
    expect((await stream('owner', groupId, { 'Last-Event-ID': 'abc' })).status).toBe(400);
    expect((await stream('owner', groupId, {}, '?since=99999999999')).status).toBe(400);
  });
});

describe('what a stream carries', () => {
  it('sends the other member every want and mark as the group’s new version, and pings while quiet', async () => {
    const groupId = await groupOfTwo();
    const friend = await events('friend', groupId, {}, `?since=${await versionOf(groupId)}`);
    const wantId = await lineWant('owner', groupId);
    const started = performance.now();
    const version = await mark('owner', groupId, wantId, 'BOUGHT');
    let seen = await friend.nextOf('change');
    while (seen !== 'closed' && seen !== 'timeout' && seen.id !== String(version)) seen = await friend.nextOf('change');
    expect(seen).toMatchObject({ id: String(version), data: JSON.stringify({ sequence: version }) });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(await friend.nextOf('ping', 3_000)).toMatchObject({ event: 'ping' });
  });

  it('resumes from Last-Event-ID: what was missed comes at once as the latest version, nothing when nothing was', async () => {
    const groupId = await groupOfTwo();
    const wantId = await lineWant('owner', groupId);
    const before = await versionOf(groupId);
    await mark('owner', groupId, wantId, 'BOUGHT');
    const latest = await mark('owner', groupId, wantId, 'SOLD_OUT');
    const resumed = await events('friend', groupId, { 'Last-Event-ID': String(before) }, '?since=0');
    expect(await resumed.nextOf('change', 1_000)).toMatchObject({ id: String(latest) });

    const current = await events('friend', groupId, { 'Last-Event-ID': String(latest) });
    expect(await current.nextOf('change', 500)).toBe('timeout');
    const next = await mark('owner', groupId, wantId, 'BOUGHT');
    expect(await current.nextOf('change')).toMatchObject({ id: String(next) });
  });
});

describe('a stream ends with the access it was opened with', () => {
  it('when the owner removes the member: at the group’s own notice, long before the periodic check', async () => {
    const groupId = await groupOfTwo();
    const friend = await events('friend', groupId);
    const owner = await events('owner', groupId);
    const { removeMember } = await import('@/lib/groups/group-edits');
    const started = performance.now();
    await removeMember(users.owner.id, { groupId, userId: users.friend.id });
    expect(await friend.nextOf('end', 2_000)).toMatchObject({ data: JSON.stringify({ reason: 'ended' }) });
    expect(await friend.next(1_000)).toBe('closed');
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(await owner.nextOf('change')).toMatchObject({ id: String(await versionOf(groupId)) });
    expect((await stream('friend', groupId)).status).toBe(404);
  });

  describe('with a check every second', () => {
    beforeAll(() => {
      process.env.LIVE_RECHECK_SECONDS = '1';
    });
    afterAll(() => {
      process.env.LIVE_RECHECK_SECONDS = '60';
    });

    it('when the member signs out, although nothing happens in the group', async () => {
      const groupId = await groupOfTwo();
      const friend = await events('friend', groupId);
      const owner = await events('owner', groupId);
      await signOutThroughRoute(users.friend.browser);
      expect(await friend.nextOf('end', 4_000)).toMatchObject({ event: 'end' });
      expect(await owner.nextOf('end', 1_500)).toBe('timeout');
      await signInWithPassword(users.friend.browser, 'friend@example.com', password);
    });

    it('when the plan ends, although nothing happens in the group', async () => {
      const groupId = await groupOfTwo();
      const friend = await events('friend', groupId);
      await context.database.db.userRole.updateMany({ where: { userId: users.friend.id }, data: { expiresAt: new Date(Date.now() - 1_000) } });
      try {
        expect(await friend.nextOf('end', 4_000)).toMatchObject({ event: 'end' });
        expect((await stream('friend', groupId)).status).toBe(403);
      } finally {
        await context.database.db.userRole.updateMany({ where: { userId: users.friend.id }, data: { expiresAt: null } });
      }
    });
  });

  it('refuses a member’s streams past their own cap with 503, and takes them again once one closes', async () => {
    const groupId = await groupOfTwo();
    const { MAX_STREAMS_PER_MEMBER } = await import('@/lib/live/stream-limits');
    const held = await Promise.all(Array.from({ length: MAX_STREAMS_PER_MEMBER }, () => events('owner', groupId)));
    expect((await stream('owner', groupId)).status).toBe(503);
    await events('friend', groupId);
    await held[0]!.cancel();
    await expect.poll(async () => (await stream('owner', groupId)).status).toBe(200);
  });

  it('refuses a stream past the instance’s cap with 503, so the page polls instead', async () => {
    const groupId = await groupOfTwo();
    await events('owner', groupId);
    process.env.LIVE_MAX_STREAMS = '1';
    try {
      const refused = await stream('friend', groupId);
      expect(refused.status).toBe(503);
      expect(await refused.json()).toMatchObject({ error: { code: 'unavailable', messageKey: 'Errors.liveBusy' } });
    } finally {
      delete process.env.LIVE_MAX_STREAMS;
    }
  });
});
