import { mayViewAdult } from '@/lib/auth/permissions';
import { activeRoles } from '@/lib/auth/roles';
import { todayInJapan } from '@/lib/time/japan-time';
import { quietHoursEnd } from './quiet-hours';

/**
 * The columns a member's standing is read from, for a query over "User" u LEFT JOIN
 * "NotificationSettings" s: the fan-out (members-to-notify.ts) and the sending (notifications-to-send.ts)
 * read the same ones, so both apply one age rule (decision 031), one plan rule and one quiet-hours rule.
 */
export const MEMBER_STANDING_COLUMNS = `to_char(u.birthdate, 'YYYY-MM-DD') AS birthdate, u."showAdult",
  COALESCE((SELECT json_agg(json_build_object('role', r.role, 'expiresAtMs', (extract(epoch FROM r."expiresAt") * 1000)::float8))
            FROM "UserRole" r WHERE r."userId" = u.id), '[]'::json) AS grants,
  s."quietStart", s."quietEnd", s."timeZone"`;

export type MemberStandingRow = {
  birthdate: string | null;
  showAdult: boolean;
  grants: { role: string; expiresAtMs: number | null }[];
  quietStart: number | null;
  quietEnd: number | null;
  timeZone: string | null;
};

/** What a notification may name, whether the plan still runs, and when it may be sent (after the quiet hours). */
export type MemberStanding = { mayViewAdult: boolean; holdsPlan: boolean; runAt: Date | null };

export function memberStanding(row: MemberStandingRow, now: Date): MemberStanding {
  const roles = activeRoles(row.grants.map((g) => ({ role: g.role, expiresAt: g.expiresAtMs === null ? null : new Date(g.expiresAtMs) })), now);
  const quiet = row.quietStart !== null && row.quietEnd !== null ? { start: row.quietStart, end: row.quietEnd, timeZone: row.timeZone ?? 'Asia/Tokyo' } : null;
  return {
    mayViewAdult: mayViewAdult({ roles, birthdate: row.birthdate, showAdult: row.showAdult }, todayInJapan(now)),
    holdsPlan: roles.includes('Platinum'),
    runAt: quietHoursEnd(now, quiet),
  };
}
