import 'server-only';
import { requireStreamSession, sessionsStillPermitted, type HeldSession, type StreamGuard } from '@/lib/auth/session-recheck';
import { db } from '@/lib/db';
import { parseOrThrow } from '@/lib/errors';
import { liveChannels } from '@/lib/live/channels';
import { prepareLiveStream, resumePoint, startLiveStream } from '@/lib/live/live-stream';
import { createStreamSet, type LiveClient, type StreamSet } from '@/lib/live/stream-set';
import { requireMember } from './membership';
import { groupIdSchema } from './schemas';

// GET /api/groups/:groupId/events: the group's version as Server-Sent Events (decision 043). The stream
// carries numbers only, never marks or names, so it shows nothing a member's own page would not; the
// page redraws from the server, where the adult-content rules apply as ever. Access is checked when the
// stream opens, on every notice for the group and every few seconds: a member removed, signed out or
// whose plan ended loses the stream within that time.

/** The group screens' guard (requirePlan's default roles, no adult opt-in: group-actor.ts). */
const GROUP_GUARD: StreamGuard = { roles: ['Platinum'], needsAdult: false };

async function stillMembers(clients: readonly LiveClient<HeldSession>[]): Promise<(number | null)[]> {
  const [sessions, rows] = await Promise.all([
    sessionsStillPermitted(clients.map((client) => client.subject), GROUP_GUARD),
    db.$queryRaw<{ groupId: string; userId: string; version: number }[]>`
      SELECT m."groupId", m."userId", g.version
      FROM unnest(${clients.map((c) => c.topic)}::text[], ${clients.map((c) => c.subject.userId)}::text[]) AS p(gid, uid)
      JOIN "GroupMember" m ON m."groupId" = p.gid AND m."userId" = p.uid
      JOIN "Group" g ON g.id = m."groupId"`,
  ]);
  const version = new Map(rows.map((row) => [`${row.groupId}\n${row.userId}`, row.version]));
  return clients.map((client, index) => (sessions[index] ? (version.get(`${client.topic}\n${client.subject.userId}`) ?? null) : null));
}

const globalForGroups = globalThis as unknown as { groupStreams?: StreamSet<HeldSession> };

/** This instance's open group streams. */
export function groupStreams(): StreamSet<HeldSession> {
  globalForGroups.groupStreams ??= createStreamSet(liveChannels.group, stillMembers);
  return globalForGroups.groupStreams;
}

export async function openGroupStream(request: Request, groupIdParam: string): Promise<Response> {
  const groupId = parseOrThrow(groupIdSchema, groupIdParam);
  const resumeFrom = resumePoint(request);
  const held = await requireStreamSession(request, GROUP_GUARD);
  await prepareLiveStream(held.userId);
  const group = await requireMember(db, groupId, held.userId);
  return startLiveStream(groupStreams(), request, groupId, held, group.version, resumeFrom);
}
