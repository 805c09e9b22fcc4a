import 'server-only';
import { randomBytes } from 'node:crypto';
import { calendarDateFromDb } from '@/lib/time/calendar-date';
import { mayViewAdult } from '@/lib/auth/permissions';
import { getConfig } from '@/lib/config/get-config';
import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import { liveChannels } from '@/lib/live/channels';
import { notifyLive } from '@/lib/live/notify';
import { todayInJapan } from '@/lib/time/japan-time';

// Who may touch a group. A group a user does not belong to answers exactly as a group that does not
// exist, so ids cannot be probed.

export type Tx = Prisma.TransactionClient;

/** The signed-in member as the groups' rules see them. */
export type GroupViewer = { userId: string; mayViewAdult: boolean };

export type GroupRow = { id: string; ownerId: string; eventId: number; version: number };

export const notFound = () => new AppError('notFound', 'Errors.groups.notFound');

/** 128 random bits, base64url: group ids and invitation tokens. */
export const randomId = () => randomBytes(16).toString('base64url');

export async function currentEventId(client: Tx | typeof db = db): Promise<number> {
  const event = await client.event.findUnique({ where: { code: getConfig().eventCode }, select: { id: true } });
  if (!event) throw notFound();
  return event.id;
}

/** The group, when the user is one of its members. */
export async function requireMember(client: Tx | typeof db, groupId: string, userId: string): Promise<GroupRow> {
  const group = await client.group.findFirst({ where: { id: groupId, members: { some: { userId } } }, select: { id: true, ownerId: true, eventId: true, version: true } });
  if (!group) throw notFound();
  return group;
}

export async function requireOwner(client: Tx, groupId: string, userId: string): Promise<GroupRow> {
  const group = await requireMember(client, groupId, userId);
  if (group.ownerId !== userId) throw new AppError('forbidden', 'Errors.groups.ownerOnly');
  return group;
}

/**
 * Every change of a group goes up by one version, in the change's own transaction, and the open group
 * pages hear of it when it commits (decision 043): the version is the live streams' event number.
 */
export async function bumpVersion(tx: Tx, groupId: string): Promise<number> {
  const { version } = await tx.group.update({ where: { id: groupId }, data: { version: { increment: 1 } }, select: { version: true } });
  await notifyLive(tx, liveChannels.group, groupId, version);
  return version;
}

/** Whether each member may see adult circles, by the same rule as the catalogue's screens. */
export async function membersAdultPermission(client: Tx | typeof db, groupId: string, today = todayInJapan()): Promise<Map<string, boolean>> {
  const members = await client.groupMember.findMany({ where: { groupId }, select: { userId: true, user: { select: { birthdate: true, showAdult: true } } } });
  return new Map(members.map((m) => [m.userId, mayViewAdult({ roles: [], birthdate: calendarDateFromDb(m.user.birthdate), showAdult: m.user.showAdult }, today)]));
}

/** For the group's pages: a non-member gets the same "not found" as a group that does not exist. */
export async function isMember(groupId: string, userId: string): Promise<boolean> {
  return (await db.groupMember.count({ where: { groupId, userId } })) > 0;
}

/** Whether the user goes with any group to the current event: the favourites page then offers wants. */
export async function goesWithAGroup(userId: string): Promise<boolean> {
  return (await db.groupMember.count({ where: { userId, group: { event: { code: getConfig().eventCode } } } })) > 0;
}
