import 'server-only';
import { Prisma } from '@/lib/generated/prisma/client';
import { mayViewAdult } from '@/lib/auth/permissions';
import { activeRoles } from '@/lib/auth/roles';
import { todayInJapan } from '@/lib/time/japan-time';
import { quietHoursEnd } from './quiet-hours';

export type NotifiedMember = { userId: string; mayViewAdult: boolean; holdsPlan: boolean; runAt: Date | null };

export type NotificationKindName = 'catalogue' | 'groups' | 'eventDays';

type Row = { id: string; birthdate: string | null; showAdult: boolean; grants: { role: string; expiresAtMs: number | null }[]; quietStart: number | null; quietEnd: number | null; timeZone: string | null };

/**
 * Of `userIds`, the members with at least one device subscribed who have not turned `kind` off, with what
 * the notification may name (the one age rule, decision 031), whether their plan still runs, and when it
 * may be sent (after their quiet hours).
 */
export async function membersToNotify(tx: Prisma.TransactionClient, userIds: readonly string[] | 'all-subscribed', kind: NotificationKindName, now = new Date()): Promise<NotifiedMember[]> {
  const ids = userIds === 'all-subscribed' ? null : userIds;
  const rows = await tx.$queryRaw<Row[]>(Prisma.sql`
    SELECT u.id, to_char(u.birthdate, 'YYYY-MM-DD') AS birthdate, u."showAdult",
       COALESCE((SELECT json_agg(json_build_object('role', r.role, 'expiresAtMs', (extract(epoch FROM r."expiresAt") * 1000)::float8))
                 FROM "UserRole" r WHERE r."userId" = u.id), '[]'::json) AS grants,
       s."quietStart", s."quietEnd", s."timeZone"
     FROM "User" u
     LEFT JOIN "NotificationSettings" s ON s."userId" = u.id
     WHERE EXISTS (SELECT 1 FROM "PushSubscription" p WHERE p."userId" = u.id)
       AND COALESCE(s.${Prisma.raw(`"${kind}"`)}, true)
       AND (${ids}::text[] IS NULL OR u.id = ANY(${ids}::text[]))`);
  const today = todayInJapan(now);
  return rows.map((row) => {
    const roles = activeRoles(row.grants.map((g) => ({ role: g.role, expiresAt: g.expiresAtMs === null ? null : new Date(g.expiresAtMs) })), now);
    const quiet = row.quietStart !== null && row.quietEnd !== null ? { start: row.quietStart, end: row.quietEnd, timeZone: row.timeZone ?? 'Asia/Tokyo' } : null;
    return {
      userId: row.id,
      mayViewAdult: mayViewAdult({ roles, birthdate: row.birthdate, showAdult: row.showAdult }, today),
      holdsPlan: roles.includes('Platinum'),
      runAt: quietHoursEnd(now, quiet),
    };
  });
}
