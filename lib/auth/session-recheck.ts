import 'server-only';
import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { assertPermitted } from './guards';
import { currentSessionFromRequest } from './request-session';
import { todayInJapan } from '@/lib/time/japan-time';
import { checkPermission } from './permissions';
import { activeRoles, type KnownRole } from './roles';

// Access that outlives its session must not last: a live stream is one request that stays open, so the
// checks a request makes once are made again for every open stream of an instance, in one query.

/** What a stream remembers of the session it was opened with. */
export type HeldSession = { userId: string; sessionId: string; sessionVersion: number };

/** The session of a stream's request, refused by the page's guard as `requirePlan` would. */
export async function requireStreamSession(request: Request, guard: StreamGuard): Promise<HeldSession> {
  const session = await currentSessionFromRequest(request);
  if (!session) throw new AppError('unauthenticated', 'Errors.auth.signInRequired');
  assertPermitted(checkPermission({ user: session.user, requiredRoles: guard.roles, needsAdult: guard.needsAdult, needsLogin: true, today: todayInJapan() }));
  return { userId: session.user.id, sessionId: session.sessionId, sessionVersion: session.user.sessionVersion };
}

const key = (session: HeldSession) => `${session.userId}\n${session.sessionId}`;

type Row = { id: string; sid: string; birthdate: string | null; showAdult: boolean; sessionVersion: number; grants: { role: string; expiresAtMs: number | null }[] };

/** The guard of the page a stream belongs to, as the route table states it. */
export type StreamGuard = { roles: readonly KnownRole[]; needsAdult: boolean };

/**
 * For each session, in order: whether it is still signed in (not signed out, its version the user's,
 * the account there) and still passes `guard`, by the same rules as `requirePlan`.
 */
export async function sessionsStillPermitted(sessions: readonly HeldSession[], guard: StreamGuard, now: Date = new Date()): Promise<boolean[]> {
  const distinct = [...new Map(sessions.map((session) => [key(session), session])).values()];
  if (distinct.length === 0) return [];
  const rows = await db.$queryRaw<Row[]>`
    SELECT u.id, s.sid, to_char(u.birthdate, 'YYYY-MM-DD') AS birthdate, u."showAdult", u."sessionVersion",
      COALESCE((SELECT json_agg(json_build_object('role', r.role, 'expiresAtMs', (extract(epoch FROM r."expiresAt") * 1000)::float8))
                FROM "UserRole" r WHERE r."userId" = u.id), '[]'::json) AS grants
    FROM unnest(${distinct.map((s) => s.userId)}::text[], ${distinct.map((s) => s.sessionId)}::text[]) AS s(uid, sid)
    JOIN "User" u ON u.id = s.uid
    WHERE NOT EXISTS (SELECT 1 FROM "RevokedSession" r WHERE r.id = s.sid)`;
  const today = todayInJapan(now);
  const permitted = new Map<string, { version: number; ok: boolean }>();
  for (const row of rows) {
    const user = { roles: activeRoles(row.grants.map((g) => ({ role: g.role, expiresAt: g.expiresAtMs === null ? null : new Date(g.expiresAtMs) })), now), birthdate: row.birthdate, showAdult: row.showAdult };
    const ok = checkPermission({ user, requiredRoles: guard.roles, needsAdult: guard.needsAdult, needsLogin: true, today }) === 'authorized';
    permitted.set(`${row.id}\n${row.sid}`, { version: row.sessionVersion, ok });
  }
  return sessions.map((session) => {
    const found = permitted.get(key(session));
    return found !== undefined && found.ok && found.version === session.sessionVersion;
  });
}
