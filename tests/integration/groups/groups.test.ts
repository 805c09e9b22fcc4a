import { beforeAll, describe, expect, it } from 'vitest';
import { changeAgeFields } from '@/lib/account/age-fields';
import { withMembersDatabase } from '@/tests/support/members-fixture';

// Going as a group against the real PostgreSQL: membership and invitations, wants, adult circles kept
// from a member who may not see them, assignments, marks merged from a device and the settlement.

const members = withMembersDatabase();
let carol: string;
let dave: string;
let adultCircle: number;
let works: { eastBook: number; eastCd: number; adultBook: number };

beforeAll(async () => {
  const { db } = members.database;
  // Adults with adult content on, through the one writer of the age fields (decision 031).
  for (const userId of [members.fixture.users.alice, members.fixture.users.bob]) {
    await db.$transaction((tx) => changeAgeFields(tx, userId, { birthdate: '1990-04-01', showAdult: true }, 'SETTINGS'));
  }
  carol = (await db.user.create({ data: { email: 'carol@example.com', nickname: 'Carol', birthdate: new Date('2012-05-05') } })).id;
  dave = (await db.user.create({ data: { email: 'dave@example.com', nickname: 'Dave', birthdate: new Date('1991-01-01'), showAdult: true } })).id;
  const east = await db.circle.findUniqueOrThrow({ where: { id: members.fixture.circles.east } });
  const placement = await db.placement.findFirstOrThrow({ where: { circleId: members.fixture.circles.east } });
  adultCircle = (await db.circle.create({ data: { eventId: east.eventId, genreId: east.genreId, wcid: 9001, circleNumber: 9001, name: 'Secret adult circle', isAdult: true } })).id;
  await db.placement.create({ data: { circleId: adultCircle, dayId: placement.dayId, blockId: placement.blockId, spaceNumber: 30, side: 'a', mapX: 5, mapY: 5, mapWidth: 1, mapHeight: 1 } });
  works = {
    eastBook: (await db.work.create({ data: { circleId: members.fixture.circles.east, title: 'East book', priceYen: 1000 } })).id,
    eastCd: (await db.work.create({ data: { circleId: members.fixture.circles.east, title: 'East CD', priceYen: 1500 } })).id,
    adultBook: (await db.work.create({ data: { circleId: adultCircle, title: 'Adult book', priceYen: 2000, isAdult: true } })).id,
  };
});

const groups = () => import('@/lib/groups/group-edits');
const invites = () => import('@/lib/groups/invites');
const adult = (userId: string) => ({ userId, mayViewAdult: true, locale: 'en' as const });
const minor = (userId: string) => ({ userId, mayViewAdult: false, locale: 'en' as const });

async function groupOfFour(): Promise<string> {
  const { createGroup } = await groups();
  const { createInvite, acceptInvite } = await invites();
  const { alice, bob } = members.fixture.users;
  const { id } = await createGroup(alice, { name: 'Winter trip' });
  const { token } = await createInvite(alice, { groupId: id });
  for (const member of [bob, carol, dave]) await acceptInvite(member, { token });
  return id;
}

describe('membership and invitations', () => {
  it('lets the owner invite by a link that a non-member only previews, and refuses revoked and expired links', async () => {
    const { createGroup, listGroups } = await groups();
    const { createInvite, acceptInvite, readInvite, revokeInvite } = await invites();
    const { loadGroupView } = await import('@/lib/groups/group-view');
    const { alice, bob } = members.fixture.users;
    const { id } = await createGroup(alice, { name: '  Comiket crew ' });
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    await expect(createGroup(alice, { name: '' })).rejects.toMatchObject({ code: 'invalidInput' });
    await expect(createInvite(bob, { groupId: id })).rejects.toMatchObject({ code: 'notFound' });

    const invite = await createInvite(alice, { groupId: id });
    const stored = await members.database.db.groupInvite.findUniqueOrThrow({ where: { id: invite.inviteId } });
    expect(stored.tokenHash).not.toContain(invite.token);
    expect(await readInvite(bob, invite.token)).toEqual({ groupName: 'Comiket crew', ownerNickname: 'Anonymous', memberCount: 1, alreadyMember: false, groupId: null });
    await expect(loadGroupView(adult(bob), id)).rejects.toMatchObject({ code: 'notFound' });

    expect(await acceptInvite(bob, { token: invite.token })).toEqual({ groupId: id });
    expect(await listGroups(bob)).toEqual([{ id, name: 'Comiket crew', isOwner: false, memberCount: 2 }]);
    await revokeInvite(alice, { groupId: id, inviteId: invite.inviteId });
    await expect(acceptInvite(carol, { token: invite.token })).rejects.toMatchObject({ code: 'notFound', messageKey: 'Errors.groups.inviteInvalid' });
    const late = await createInvite(alice, { groupId: id }, new Date(Date.now() - 8 * 86_400_000));
    await expect(acceptInvite(carol, { token: late.token })).rejects.toMatchObject({ messageKey: 'Errors.groups.inviteInvalid' });
    await expect(acceptInvite(carol, { token: 'A'.repeat(22) })).rejects.toMatchObject({ messageKey: 'Errors.groups.inviteInvalid' });
  });

  it('bounds the groups a member joins and passes ownership on when the owner leaves', async () => {
    const { createGroup, leaveGroup, removeMember } = await groups();
    const { createInvite, acceptInvite } = await invites();
    const created = [];
    for (let i = 0; i < 5; i += 1) created.push((await createGroup(carol, { name: `Group ${i}` })).id);
    await expect(createGroup(carol, { name: 'One too many' })).rejects.toMatchObject({ code: 'conflict', messageKey: 'Errors.groups.tooManyGroups' });
    const { token } = await createInvite(carol, { groupId: created[0]! });
    await acceptInvite(dave, { token });
    await expect(removeMember(dave, { groupId: created[0]!, userId: carol })).rejects.toMatchObject({ code: 'forbidden' });
    expect(await leaveGroup(carol, { groupId: created[0]! })).toEqual({ deleted: false });
    expect((await members.database.db.group.findUniqueOrThrow({ where: { id: created[0]! } })).ownerId).toBe(dave);
    expect(await leaveGroup(dave, { groupId: created[0]! })).toEqual({ deleted: true });
    for (const id of created.slice(1)) await leaveGroup(carol, { groupId: id });
    expect(await members.database.db.group.count({ where: { id: { in: created } } })).toBe(0);
  });
});

describe('limits under concurrent requests', () => {
  it('lets only one of two people take the last place of a group', async () => {
    const { createGroup } = await groups();
    const { createInvite, acceptInvite } = await invites();
    const owner = (await members.database.db.user.create({ data: { email: 'owner-full@example.com' } })).id;
    const { id } = await createGroup(owner, { name: 'Nearly full' });
    const { token } = await createInvite(owner, { groupId: id });
    const people = await Promise.all(Array.from({ length: 10 }, (_, i) => members.database.db.user.create({ data: { email: `joiner-${i}@example.com` } })));
    for (const person of people.slice(0, 8)) await acceptInvite(person.id, { token });
    const results = await Promise.allSettled(people.slice(8).map((person) => acceptInvite(person.id, { token })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: { messageKey: 'Errors.groups.groupFull' } });
    expect(await members.database.db.groupMember.count({ where: { groupId: id } })).toBe(10);
  });
});

describe('wants, privacy, the split, marks and the settlement', () => {
  it('runs a group from wants to the settlement, never showing a minor an adult circle', async () => {
    const { setWant, shareMemo, removeWant } = await import('@/lib/groups/wants');
    const { loadGroupView } = await import('@/lib/groups/group-view');
    const { applySplit } = await import('@/lib/groups/apply-split');
    const { setMark, syncMarks } = await import('@/lib/groups/marks');
    const { loadSettlement } = await import('@/lib/groups/settle-up');
    const { alice, bob } = members.fixture.users;
    const { east, westPair, otherEvent } = members.fixture.circles;
    const groupId = await groupOfFour();

    await setWant(adult(alice), { groupId, circleId: east, workId: works.eastBook, quantity: 2 });
    await setWant(adult(bob), { groupId, circleId: east, workId: works.eastBook, quantity: 1 });
    await setWant(adult(bob), { groupId, circleId: east, workId: works.eastCd, quantity: 1 });
    const line = await setWant(minor(carol), { groupId, circleId: westPair, label: 'Postcard set', amountYen: 300, quantity: 2 });
    await setWant(adult(alice), { groupId, circleId: adultCircle, workId: works.adultBook, quantity: 1 });
    await expect(setWant(minor(carol), { groupId, circleId: adultCircle, workId: works.adultBook, quantity: 1 })).rejects.toMatchObject({ code: 'notFound' });
    await expect(setWant(adult(bob), { groupId, circleId: westPair, workId: works.eastBook, quantity: 1 })).rejects.toMatchObject({ messageKey: 'Errors.groups.workNotFound' });
    await expect(setWant(adult(bob), { groupId, circleId: otherEvent, label: 'x', amountYen: 1, quantity: 1 })).rejects.toMatchObject({ code: 'notFound' });
    await expect(setWant(adult(bob), { groupId, circleId: east, workId: works.eastCd, quantity: 21 })).rejects.toMatchObject({ code: 'invalidInput' });
    const outsider = (await members.database.db.user.create({ data: { email: 'eve@example.com' } })).id;
    await expect(setWant(adult(outsider), { groupId, circleId: east, workId: works.eastCd, quantity: 1 })).rejects.toMatchObject({ code: 'notFound' });

    // Memos stay private until shared.
    await members.database.db.favorite.create({ data: { userId: alice, circleId: east, color: 1, memo: 'Ask for the bonus card' } });
    expect((await loadGroupView(adult(bob), groupId)).circles.find((c) => c.circleId === east)?.sharedMemos).toEqual([]);
    await shareMemo(adult(alice), { groupId, circleId: east, shared: true });
    expect((await loadGroupView(adult(bob), groupId)).circles.find((c) => c.circleId === east)?.sharedMemos).toEqual([{ userId: alice, memo: 'Ask for the bonus card' }]);

    const grown = await loadGroupView(adult(bob), groupId);
    const eastView = grown.circles.find((c) => c.circleId === east)!;
    expect(eastView).toMatchObject({ wantedBy: 2, quantity: 4, yen: 2 * 1000 + 1000 + 1500 });
    expect(eastView.items.find((i) => i.item === `w${works.eastBook}`)?.wants).toEqual([{ userId: alice, quantity: 2 }, { userId: bob, quantity: 1 }]);
    expect(grown.circles.map((c) => c.name)).toContain('Secret adult circle');
    const young = await loadGroupView(minor(carol), groupId);
    expect(JSON.stringify(young)).not.toContain('Secret adult');
    expect(JSON.stringify(young)).not.toContain('Adult book');
    expect(young.hiddenCircles).toBe(1);

    // The split gives every circle to one buyer, the adult circle never to the minor.
    const { assigned } = await applySplit(minor(carol), { groupId });
    expect(assigned).toBe(3);
    const assignments = await members.database.db.groupAssignment.findMany({ where: { groupId } });
    expect(assignments).toHaveLength(3);
    expect(assignments.find((a) => a.circleId === adultCircle)?.buyerId).not.toBe(carol);

    // Marks: online, then a device's queue with an older edit that loses and a price typed later that wins.
    const before = (await loadGroupView(adult(alice), groupId)).version;
    await setMark(adult(bob), { groupId, item: `w${works.eastBook}`, status: 'BOUGHT' });
    await setMark(adult(bob), { groupId, item: `w${works.eastCd}`, status: 'SOLD_OUT' });
    expect((await loadGroupView(adult(alice), groupId)).version).toBeGreaterThan(before);
    const queued = await syncMarks(adult(dave), {
      groupId,
      marks: [
        { item: `w${works.eastBook}`, status: { value: 'SKIPPED', editedAt: Date.now() - 60_000 } },
        { item: `l${line.wantId}`, status: { value: 'BOUGHT', editedAt: Date.now() - 30_000 }, price: { value: 250, editedAt: Date.now() - 30_000 } },
        { item: `w${works.adultBook}`, status: { value: 'BOUGHT', editedAt: Date.now() } },
      ],
    });
    expect(queued.conflicts).toEqual([`w${works.eastBook}`]);
    expect(queued.marks.find((m) => m.item === `w${works.eastBook}`)?.status).toBe('BOUGHT');
    await expect(setMark(minor(carol), { groupId, item: `w${works.adultBook}`, status: 'SKIPPED' })).rejects.toMatchObject({ code: 'notFound' });

    // Settlement: alice owes bob 2 000 and dave for the adult book 2 000; carol owes dave 2 x 250; bob owes nothing.
    const settlement = await loadSettlement(adult(alice), groupId);
    expect(settlement.totalYen).toBe(2000 + 1000 + 500 + 2000);
    const owed = (from: string, to: string) => settlement.transfers.filter((t) => t.fromId === from && t.toId === to).reduce((sum, t) => sum + t.yen, 0);
    const net = (id: string) => settlement.transfers.reduce((sum, t) => sum + (t.toId === id ? t.yen : 0) - (t.fromId === id ? t.yen : 0), 0);
    expect([net(alice), net(bob), net(carol), net(dave)]).toEqual([-4000, 2000, -500, 2500]);
    expect(owed(carol, dave) + owed(carol, bob)).toBe(500);
    expect(settlement.transfers.length).toBeLessThanOrEqual(3);
    const forCarol = await loadSettlement(minor(carol), groupId);
    expect(JSON.stringify(forCarol)).not.toContain('Adult book');
    expect(forCarol.members.find((m) => m.userId === alice)?.receives.find((r) => r.yen === 2000 && r.circleName === null)).toBeDefined();

    await removeWant(minor(carol), { groupId, wantId: line.wantId! });
    await expect(removeWant(adult(bob), { groupId, wantId: line.wantId! })).rejects.toMatchObject({ code: 'notFound' });
  });
});
