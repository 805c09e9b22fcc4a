import 'server-only';
import { requireStreamSession, sessionsStillPermitted, type HeldSession, type StreamGuard } from '@/lib/auth/session-recheck';
import { getConfig } from '@/lib/config/get-config';
import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { liveChannels } from '@/lib/live/channels';
import { prepareLiveStream, resumePoint, startLiveStream } from '@/lib/live/live-stream';
import { createStreamSet, type LiveClient, type StreamSet } from '@/lib/live/stream-set';

// GET /api/catalogue-changes/events: the number of the current event's latest catalogue import as
// Server-Sent Events (decision 043), for an open favourites or plan page, which then offers to show the
// changes. Only a number: what changed is read by the page, under the member's own rules.

/** The favourites and plan pages' guard (lib/routes.ts). */
const CHANGES_GUARD: StreamGuard = { roles: ['Platinum'], needsAdult: true };

/** The latest import of the current event (0 before any): the number an open page starts from. */
export async function latestImportOf(eventId: number): Promise<number> {
  const latest = await db.catalogueImport.findFirst({ where: { eventId }, orderBy: { id: 'desc' }, select: { id: true } });
  return latest?.id ?? 0;
}

export async function currentImport(): Promise<{ eventId: number; importId: number } | null> {
  const event = await db.event.findUnique({ where: { code: getConfig().eventCode }, select: { id: true } });
  return event ? { eventId: event.id, importId: await latestImportOf(event.id) } : null;
}

async function stillSignedIn(clients: readonly LiveClient<HeldSession>[]): Promise<(number | null)[]> {
  const topics = [...new Set(clients.map((client) => client.topic))];
  const [sessions, latest] = await Promise.all([
    sessionsStillPermitted(clients.map((client) => client.subject), CHANGES_GUARD),
    Promise.all(topics.map(async (topic) => [topic, await latestImportOf(Number(topic))] as const)),
  ]);
  const byTopic = new Map(latest);
  return clients.map((client, index) => (sessions[index] ? (byTopic.get(client.topic) ?? null) : null));
}

const globalForImports = globalThis as unknown as { importStreams?: StreamSet<HeldSession> };

function importStreams(): StreamSet<HeldSession> {
  globalForImports.importStreams ??= createStreamSet(liveChannels.catalogue, stillSignedIn);
  return globalForImports.importStreams;
}

/** GET /api/catalogue-changes/latest: the same number for a page whose stream cannot be held (it polls). */
export async function latestImportFor(request: Request): Promise<{ importId: number }> {
  await requireStreamSession(request, CHANGES_GUARD);
  const current = await currentImport();
  if (!current) throw new AppError('notFound', 'Errors.notFound');
  return { importId: current.importId };
}

export async function openImportStream(request: Request): Promise<Response> {
  const resumeFrom = resumePoint(request);
  const held = await requireStreamSession(request, CHANGES_GUARD);
  await prepareLiveStream(held.userId);
  const current = await currentImport();
  if (!current) throw new AppError('notFound', 'Errors.notFound');
  return startLiveStream(importStreams(), request, String(current.eventId), held, current.importId, resumeFrom);
}
