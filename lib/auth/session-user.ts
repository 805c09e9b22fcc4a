import 'server-only';
import { db } from '@/lib/db';
import { calendarDateFromDb, type CalendarDate } from './calendar-date';
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

/** The user as the database has it now, or null when the account is gone. */
export async function loadCurrentUser(userId: string, now: Date = new Date()): Promise<CurrentUser | null> {
  const row = await db.user.findUnique({
    where: { id: userId },
    include: { roles: { select: { role: true, expiresAt: true } }, legacyLink: { select: { userId: true } } },
  });
  if (!row) return null;
  const roles = activeRoles(row.roles, now);
  return {
    id: row.id,
    email: row.email,
    emailVerified: row.emailVerified !== null,
    nickname: row.nickname,
    birthdate: calendarDateFromDb(row.birthdate),
    showAdult: row.showAdult,
    roles,
    displayStatus: displayStatus(roles),
    legacyLinked: row.legacyLink !== null,
    termsAccepted: row.termsAcceptedAt !== null,
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
