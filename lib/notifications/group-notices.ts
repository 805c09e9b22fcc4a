import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { membersToNotify } from './members-to-notify';
import type { NotificationContent } from './notification-content';
import { queueNotifications, type QueuedNotification } from './queue-notifications';

// A group's news for its members' phones, queued in the group write's own transaction (lib/groups): a
// want bought by someone else, a circle given to a member to buy, the settlement ready. A member hears of
// what others did, never of their own doing.

type Tx = Prisma.TransactionClient;
type GroupEvent = Extract<NotificationContent, { kind: 'GROUP' }>;

async function queueFor(tx: Tx, groupId: string, news: { userId: string; cause: string; event: GroupEvent['event']; circle: GroupEvent['circle']; count: number }[]): Promise<number> {
  if (news.length === 0) return 0;
  const group = await tx.group.findUnique({ where: { id: groupId }, select: { name: true } });
  if (!group) return 0;
  const members = new Map((await membersToNotify(tx, [...new Set(news.map((n) => n.userId))], 'groups')).map((member) => [member.userId, member]));
  const queued: QueuedNotification[] = news.flatMap(({ userId, cause, event, circle, count }) => {
    const member = members.get(userId);
    if (!member?.holdsPlan) return [];
    // A circle the member may not see is not named (decision 031's rule, as the group's own reads apply it).
    const named = circle && (member.mayViewAdult || !circle.isAdult) ? circle : null;
    return [{ userId, cause: `group:${groupId}:${cause}`, runAt: member.runAt, content: { kind: 'GROUP', event, groupId, groupName: group.name, circle: named, count } }];
  });
  return queueNotifications(tx, queued);
}

/** Items (`w<workId>`, `l<wantId>`) just marked bought by `buyerId`: each other member who wanted one hears of it. */
export async function queueBoughtNotices(tx: Tx, groupId: string, buyerId: string, items: readonly string[]): Promise<number> {
  const workIds = items.filter((item) => item.startsWith('w')).map((item) => Number(item.slice(1)));
  const lineIds = items.filter((item) => item.startsWith('l')).map((item) => Number(item.slice(1)));
  if (workIds.length + lineIds.length === 0) return 0;
  const wants = await tx.groupWant.findMany({
    where: { groupId, userId: { not: buyerId }, OR: [{ workId: { in: workIds } }, { id: { in: lineIds }, workId: null }] },
    select: { id: true, userId: true, workId: true, circle: { select: { name: true, isAdult: true } } },
  });
  const adultWorks = new Set((await tx.work.findMany({ where: { id: { in: workIds }, isAdult: true }, select: { id: true } })).map((work) => work.id));
  return queueFor(
    tx,
    groupId,
    wants.map((want) => ({
      userId: want.userId,
      cause: `bought:${want.workId !== null ? `w${want.workId}` : `l${want.id}`}`,
      event: 'bought' as const,
      circle: { name: want.circle.name, isAdult: want.circle.isAdult || (want.workId !== null && adultWorks.has(want.workId)) },
      count: 1,
    })),
  );
}

/** A circle given to `buyerId` to buy at by another member. */
export async function queueAssignedNotice(tx: Tx, groupId: string, assignerId: string, buyerId: string, circleId: number): Promise<number> {
  if (buyerId === assignerId) return 0;
  const circle = await tx.circle.findUnique({ where: { id: circleId }, select: { name: true, isAdult: true } });
  return queueFor(tx, groupId, [{ userId: buyerId, cause: `assigned:${circleId}`, event: 'assigned', circle, count: 1 }]);
}

/** The suggested split applied (`version` names it): each other member hears how many circles are theirs. */
export async function queueSplitNotices(tx: Tx, groupId: string, assignerId: string, version: number, assignments: readonly { buyerId: string }[]): Promise<number> {
  const counts = new Map<string, number>();
  for (const { buyerId } of assignments) if (buyerId !== assignerId) counts.set(buyerId, (counts.get(buyerId) ?? 0) + 1);
  return queueFor(tx, groupId, [...counts].map(([userId, count]) => ({ userId, cause: `split:${version}`, event: 'split', circle: null, count })));
}

/** Once every want of the group is marked (bought, sold out or skipped), every member hears the settlement is ready, once. */
export async function queueSettlementNoticeWhenReady(tx: Tx, groupId: string, markedById: string): Promise<number> {
  const [open] = await tx.$queryRaw<{ open: bigint; wants: bigint }[]>`
    SELECT count(*) FILTER (WHERE m.status IS NULL OR m.status = 'NOT_VISITED') AS open, count(*) AS wants
    FROM "GroupWant" w
    LEFT JOIN "GroupMark" m ON m."groupId" = w."groupId" AND m.item = CASE WHEN w."workId" IS NULL THEN 'l' || w.id ELSE 'w' || w."workId" END
    WHERE w."groupId" = ${groupId}`;
  if (!open || open.wants === 0n || open.open > 0n) return 0;
  const members = await tx.groupMember.findMany({ where: { groupId, userId: { not: markedById } }, select: { userId: true } });
  return queueFor(tx, groupId, members.map(({ userId }) => ({ userId, cause: 'settlement', event: 'settlement', circle: null, count: 0 })));
}
