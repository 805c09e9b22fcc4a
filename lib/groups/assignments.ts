import 'server-only';
import { db } from '@/lib/db';
import { AppError, parseOrThrow } from '@/lib/errors';
import { queueAssignedNotice, queueSplitNotices } from '@/lib/notifications/group-notices';
import { bumpVersion, membersAdultPermission, requireMember, type GroupViewer } from './membership';
import { assignCircleSchema } from './schemas';

// Who buys at each wanted circle. Any member may assign (friends arrange it together); the buyer must be
// a member who may see the circle, and a circle the assigning member may not see cannot be named.

export type Assignment = { circleId: number; buyerId: string };

export async function assignCircle(viewer: GroupViewer, input: unknown): Promise<{ version: number }> {
  const { groupId, circleId, buyerId } = parseOrThrow(assignCircleSchema, input);
  return db.$transaction(async (tx) => {
    await requireMember(tx, groupId, viewer.userId);
    const circle = await tx.circle.findFirst({ where: { id: circleId, groupWants: { some: { groupId } } }, select: { isAdult: true } });
    if (!circle || (circle.isAdult && !viewer.mayViewAdult)) throw new AppError('notFound', 'Errors.favorites.circleNotFound');
    if (buyerId === null) {
      await tx.groupAssignment.deleteMany({ where: { groupId, circleId } });
    } else {
      const allowed = (await membersAdultPermission(tx, groupId)).get(buyerId);
      if (allowed === undefined) throw new AppError('notFound', 'Errors.groups.memberNotFound');
      if (circle.isAdult && !allowed) throw new AppError('invalidInput', 'Errors.groups.buyerMayNotSee');
      await tx.groupAssignment.upsert({ where: { groupId_circleId: { groupId, circleId } }, create: { groupId, circleId, buyerId }, update: { buyerId } });
      await queueAssignedNotice(tx, groupId, viewer.userId, buyerId, circleId);
    }
    return { version: await bumpVersion(tx, groupId) };
  });
}

/** Replaces the assignments of the given circles in one transaction (the suggested split applied). */
export async function replaceAssignments(viewer: GroupViewer, groupId: string, assignments: readonly Assignment[]): Promise<{ version: number }> {
  return db.$transaction(async (tx) => {
    await requireMember(tx, groupId, viewer.userId);
    const circleIds = assignments.map((a) => a.circleId);
    await tx.groupAssignment.deleteMany({ where: { groupId, circleId: { in: circleIds } } });
    await tx.groupAssignment.createMany({ data: assignments.map((a) => ({ groupId, ...a })) });
    const version = await bumpVersion(tx, groupId);
    await queueSplitNotices(tx, groupId, viewer.userId, version, assignments);
    return { version };
  });
}
