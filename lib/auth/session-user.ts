import 'server-only';
import { db } from '@/lib/db';
import type { CalendarDate } from '@/lib/time/japan-time';
import { activeRoles, displayStatus, type KnownRole } from './roles';

/** What pages, guards and the API know about the signed-in user; kept in the session token. */
export interface SessionUser {
  id: string;
  email: string | null;
  emailVerified: boolean;
  nickname: string;
  birthdate: CalendarDate | null;
  showAdult: boolean;
  roles: KnownRole[];
  displayStatus: KnownRole | null;
  /** Every new account must be linked to an account of the older circle site. */
  legacyLinked: boolean;
  termsAccepted: boolean;
  locale: string | null;
}

export interface CurrentUser extends SessionUser {
  sessionVersion: number;
  updatedAt: Date;
}

type UserRow = {
  id: string;
  email: string | null;
  emailVerified: boolean;
  nickname: string;
  birthdate: string | null;
  showAdult: boolean;
  termsAccepted: boolean;
  locale: string | null;
  sessionVersion: number;
  updatedAt: Date;
  grants: { role: string; expiresAtMs: number | null }[];
  legacyLinked: boolean;
};

/**
 * The user as the database has it now, or null when the account is gone or when `sessionId` names a
 * signed-out session. One round trip, because every signed-in request asks: a Prisma `include` made
 * three (user, roles, old-site link), and the sign-out check is one more primary-key probe in the same
 * statement. Expiry travels as epoch milliseconds, which reads the stored UTC time the same in every time
 * zone.
 */
export async function loadCurrentUser(userId: string, now: Date = new Date(), sessionId: string | null = null): Promise<CurrentUser | null> {
  const [row] = await db.$queryRaw<UserRow[]>`
    SELECT u.id, u.email, u."emailVerified" IS NOT NULL AS "emailVerified", u.nickname,
      to_char(u.birthdate, 'YYYY-MM-DD') AS birthdate, u."showAdult", u."termsAcceptedAt" IS NOT NULL AS "termsAccepted",
      u.locale, u."sessionVersion", u."updatedAt",
      COALESCE((SELECT json_agg(json_build_object('role', r.role, 'expiresAtMs', (extract(epoch FROM r."expiresAt") * 1000)::float8))
                FROM "UserRole" r WHERE r."userId" = u.id), '[]'::json) AS grants,
      EXISTS (SELECT 1 FROM "LegacyAccountLink" l WHERE l."userId" = u.id) AS "legacyLinked"
    FROM "User" u
    WHERE u.id = ${userId} AND NOT EXISTS (SELECT 1 FROM "RevokedSession" s WHERE s.id = ${sessionId})`;
  if (!row) return null;
  const roles = activeRoles(
    row.grants.map((grant) => ({ role: grant.role, expiresAt: grant.expiresAtMs === null ? null : new Date(grant.expiresAtMs) })),
    now,
  );
  return {
    id: row.id,
    email: row.email,
    emailVerified: row.emailVerified,
    nickname: row.nickname,
    birthdate: row.birthdate,
    showAdult: row.showAdult,
    roles,
    displayStatus: displayStatus(roles),
    legacyLinked: row.legacyLinked,
    termsAccepted: row.termsAccepted,
    locale: row.locale,
    sessionVersion: row.sessionVersion,
    updatedAt: row.updatedAt,
  };
}

export function toSessionUser(user: CurrentUser): SessionUser {
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    nickname: user.nickname,
    birthdate: user.birthdate,
    showAdult: user.showAdult,
    roles: user.roles,
    displayStatus: user.displayStatus,
    legacyLinked: user.legacyLinked,
    termsAccepted: user.termsAccepted,
    locale: user.locale,
  };
}
