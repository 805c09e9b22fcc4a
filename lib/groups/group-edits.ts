import 'server-only';
import { db } from '@/lib/db';
import { AppError, parseOrThrow } from '@/lib/errors';
import { liveChannels } from '@/lib/live/channels';
import { notifyLive } from '@/lib/live/notify';
import { MAX_GROUPS_PER_MEMBER } from './group-limits';
import { bumpVersion, currentEventId, notFound, randomId, requireMember, requireOwner, type Tx } from './membership';
import { createGroupSchema, groupRefSchema, removeMemberSchema } from './schemas';

// Creating a group, leaving it and removing a member. Limits are checked under a lock on the rows they
// count, so two requests at once cannot both slip under them. An invitation link is not made out to one
// person, so the member the owner removes still holds every link made before: removing them ends those
// links (decision 036); the owner makes a new one to invite anybody, that member included.

export type GroupSummary = { id: string; name: string; isOwner: boolean; memberCount: number };

/** Locks the user's row: joins and creations of one user go one after the other. */
export async function lockUser(tx: Tx, userId: string): Promise<void> {
  await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${userId} FOR UPDATE`;
}

export async function assertRoomForAnotherGroup(tx: Tx, userId: string, eventId: number): Promise<void> {
  await lockUser(tx, userId);
  const count = await tx.groupMember.count({ where: { userId, group: { eventId } } });
  if (count >= MAX_GROUPS_PER_MEMBER) throw new AppError('conflict', 'Errors.groups.tooManyGroups');
}

export async function createGroup(userId: string, input: unknown): Promise<GroupSummary> {
  const { name } = parseOrThrow(createGroupSchema, input);
  return db.$transaction(async (tx) => {
    const eventId = await currentEventId(tx);
    await assertRoomForAnotherGroup(tx, userId, eventId);
    const group = await tx.group.create({ data: { id: randomId(), eventId, ownerId: userId, name, members: { create: { userId } } } });
    return { id: group.id, name: group.name, isOwner: true, memberCount: 1 };
  });
}

export async function listGroups(userId: string): Promise<GroupSummary[]> {
  const eventId = await currentEventId().catch(() => null);
  if (eventId === null) return [];
  const groups = await db.group.findMany({
    where: { eventId, members: { some: { userId } } },
    select: { id: true, name: true, ownerId: true, _count: { select: { members: true } } },
    orderBy: { createdAt: 'asc' },
  });
  return groups.map((g) => ({ id: g.id, name: g.name, isOwner: g.ownerId === userId, memberCount: g._count.members }));
}

/** What a member leaves behind: their wants and their buying; marks already made stay for the others. */
async function dropMember(tx: Tx, groupId: string, userId: string): Promise<void> {
  await tx.groupWant.deleteMany({ where: { groupId, userId } });
  await tx.groupAssignment.deleteMany({ where: { groupId, buyerId: userId } });
  await tx.groupMemoShare.deleteMany({ where: { groupId, userId } });
  await tx.groupMember.delete({ where: { groupId_userId: { groupId, userId } } });
}

/** The owner leaving hands the group to the member who joined first; the last one out deletes it. */
export async function leaveGroup(userId: string, input: unknown): Promise<{ deleted: boolean }> {
  const { groupId } = parseOrThrow(groupRefSchema, input);
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "Group" WHERE id = ${groupId} FOR UPDATE`;
    const group = await requireMember(tx, groupId, userId);
    await dropMember(tx, groupId, userId);
    const next = await tx.groupMember.findFirst({ where: { groupId }, orderBy: { joinedAt: 'asc' }, select: { userId: true } });
    if (!next) {
      await tx.group.delete({ where: { id: groupId } });
      // Streams of the group (the last member's other tabs) check again and end.
      await notifyLive(tx, liveChannels.group, groupId, group.version + 1);
      return { deleted: true };
    }
    if (group.ownerId === userId) await tx.group.update({ where: { id: groupId }, data: { ownerId: next.userId } });
    await bumpVersion(tx, groupId);
    return { deleted: false };
  });
}

/** Ends every open invitation link of the group: on a removal, and when the owner replaces the link. */
export async function endOpenInvites(tx: Tx, groupId: string, now: Date): Promise<void> {
  await tx.groupInvite.updateMany({ where: { groupId, revokedAt: null, expiresAt: { gt: now } }, data: { revokedAt: now } });
}

export async function removeMember(ownerId: string, input: unknown, now = new Date()): Promise<void> {
  const { groupId, userId } = parseOrThrow(removeMemberSchema, input);
  if (userId === ownerId) throw new AppError('invalidInput', 'Errors.groups.ownerCannotBeRemoved');
  await db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "Group" WHERE id = ${groupId} FOR UPDATE`;
    await requireOwner(tx, groupId, ownerId);
    const member = await tx.groupMember.findUnique({ where: { groupId_userId: { groupId, userId } } });
    if (!member) throw notFound();
    await dropMember(tx, groupId, userId);
    await endOpenInvites(tx, groupId, now);
    await bumpVersion(tx, groupId);
  });
}
