import 'server-only';
import { Prisma } from '@/lib/generated/prisma/client';
import { MEMBER_STANDING_COLUMNS, memberStanding, type MemberStanding, type MemberStandingRow } from './member-standing';

export type NotifiedMember = MemberStanding & { userId: string };

export type NotificationKindName = 'catalogue' | 'groups' | 'eventDays';

/**
 * Of `userIds`, the members with at least one device subscribed who have not turned `kind` off, with what
 * the notification may name (the one age rule, decision 031), whether their plan still runs, and when it
 * may be sent (after their quiet hours).
 */
export async function membersToNotify(tx: Prisma.TransactionClient, userIds: readonly string[] | 'all-subscribed', kind: NotificationKindName, now = new Date()): Promise<NotifiedMember[]> {
  const ids = userIds === 'all-subscribed' ? null : userIds;
  const rows = await tx.$queryRaw<(MemberStandingRow & { id: string })[]>(Prisma.sql`
    SELECT u.id, ${Prisma.raw(MEMBER_STANDING_COLUMNS)}
     FROM "User" u
     LEFT JOIN "NotificationSettings" s ON s."userId" = u.id
     WHERE EXISTS (SELECT 1 FROM "PushSubscription" p WHERE p."userId" = u.id)
       AND COALESCE(s.${Prisma.raw(`"${kind}"`)}, true)
       AND (${ids}::text[] IS NULL OR u.id = ANY(${ids}::text[]))`);
  return rows.map((row) => ({ userId: row.id, ...memberStanding(row, now) }));
}
