import 'server-only';
import { createHash } from 'node:crypto';
import { db } from '@/lib/db';
import { AppError, parseOrThrow } from '@/lib/errors';
import { assertRoomForAnotherGroup, endOpenInvites } from './group-edits';
import { INVITE_DAYS, MAX_GROUP_MEMBERS, MAX_OPEN_INVITES } from './group-limits';
import { bumpVersion, randomId, requireOwner, type Tx } from './membership';
import { acceptInviteSchema, groupRefSchema, inviteTokenSchema, revokeInviteSchema } from './schemas';

// Invitation links: a random token shown once to the owner; only its hash is stored. A link opens one
// group, expires after a week and can be revoked; joining through it is checked against the limits.
// Removing a member ends every open link (group-edits.ts), and the owner can replace them all in one step.

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const invalid = () => new AppError('notFound', 'Errors.groups.inviteInvalid');

export type CreatedInvite = { inviteId: string; token: string; expiresAt: number };

async function issueInvite(tx: Tx, groupId: string, now: Date): Promise<CreatedInvite> {
  const open = await tx.groupInvite.count({ where: { groupId, revokedAt: null, expiresAt: { gt: now } } });
  if (open >= MAX_OPEN_INVITES) throw new AppError('conflict', 'Errors.groups.tooManyInvites');
  const token = randomId();
  const expiresAt = new Date(now.getTime() + INVITE_DAYS * 86_400_000);
  const invite = await tx.groupInvite.create({ data: { groupId, tokenHash: hashToken(token), expiresAt } });
  return { inviteId: invite.id, token, expiresAt: expiresAt.getTime() };
}

export async function createInvite(ownerId: string, input: unknown, now = new Date()): Promise<CreatedInvite> {
  const { groupId } = parseOrThrow(groupRefSchema, input);
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "Group" WHERE id = ${groupId} FOR UPDATE`;
    await requireOwner(tx, groupId, ownerId);
    return issueInvite(tx, groupId, now);
  });
}

/** The owner's one tap when a link went further than meant: every open link ends, one new link is made. */
export async function replaceInvite(ownerId: string, input: unknown, now = new Date()): Promise<CreatedInvite> {
  const { groupId } = parseOrThrow(groupRefSchema, input);
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "Group" WHERE id = ${groupId} FOR UPDATE`;
    await requireOwner(tx, groupId, ownerId);
    await endOpenInvites(tx, groupId, now);
    return issueInvite(tx, groupId, now);
  });
}

export async function revokeInvite(ownerId: string, input: unknown, now = new Date()): Promise<void> {
  const { groupId, inviteId } = parseOrThrow(revokeInviteSchema, input);
  await db.$transaction(async (tx) => {
    await requireOwner(tx, groupId, ownerId);
    const { count } = await tx.groupInvite.updateMany({ where: { id: inviteId, groupId, revokedAt: null }, data: { revokedAt: now } });
    if (count === 0) throw invalid();
  });
}

export type OpenInvite = { inviteId: string; expiresAt: number };

export async function listOpenInvites(ownerId: string, groupId: string, now = new Date()): Promise<OpenInvite[]> {
  const rows = await db.groupInvite.findMany({ where: { groupId, group: { ownerId }, revokedAt: null, expiresAt: { gt: now } }, orderBy: { createdAt: 'asc' } });
  return rows.map((row) => ({ inviteId: row.id, expiresAt: row.expiresAt.getTime() }));
}

/** What the invitation page shows a non-member: the group's name, its owner's nickname, its size. */
export type InvitePreview = { groupName: string; ownerNickname: string; memberCount: number; alreadyMember: boolean; groupId: string | null };

async function openInvite(token: string, now: Date) {
  const invite = await db.groupInvite.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { groupId: true, revokedAt: true, expiresAt: true, group: { select: { name: true, owner: { select: { nickname: true } }, _count: { select: { members: true } } } } },
  });
  if (!invite || invite.revokedAt || invite.expiresAt <= now) throw invalid();
  return invite;
}

export async function readInvite(userId: string, token: unknown, now = new Date()): Promise<InvitePreview> {
  const invite = await openInvite(parseOrThrow(inviteTokenSchema, token), now);
  const member = await db.groupMember.findUnique({ where: { groupId_userId: { groupId: invite.groupId, userId } } });
  return {
    groupName: invite.group.name,
    ownerNickname: invite.group.owner.nickname,
    memberCount: invite.group._count.members,
    alreadyMember: member !== null,
    groupId: member ? invite.groupId : null,
  };
}

export async function acceptInvite(userId: string, input: unknown, now = new Date()): Promise<{ groupId: string }> {
  const { token } = parseOrThrow(acceptInviteSchema, input);
  const tokenHash = hashToken(token);
  const found = await db.groupInvite.findUnique({ where: { tokenHash }, select: { groupId: true } });
  if (!found) throw invalid();
  const { groupId } = found;
  return db.$transaction(async (tx) => {
    // The link is read again under the group's lock: a removal that ended it a moment ago is seen.
    await tx.$queryRaw`SELECT id FROM "Group" WHERE id = ${groupId} FOR UPDATE`;
    const invite = await tx.groupInvite.findUnique({ where: { tokenHash }, select: { revokedAt: true, expiresAt: true, group: { select: { eventId: true } } } });
    if (!invite || invite.revokedAt || invite.expiresAt <= now) throw invalid();
    if (await tx.groupMember.findUnique({ where: { groupId_userId: { groupId, userId } } })) return { groupId };
    if ((await tx.groupMember.count({ where: { groupId } })) >= MAX_GROUP_MEMBERS) throw new AppError('conflict', 'Errors.groups.groupFull');
    await assertRoomForAnotherGroup(tx, userId, invite.group.eventId);
    await tx.groupMember.create({ data: { groupId, userId, joinedAt: now } });
    await bumpVersion(tx, groupId);
    return { groupId };
  });
}

/** The invitation page: a link that is unknown, revoked or expired shows the same message. */
export async function readInviteOrNull(userId: string, token: string): Promise<InvitePreview | null> {
  return readInvite(userId, token).catch((error: unknown) => {
    if (error instanceof AppError) return null;
    throw error;
  });
}
