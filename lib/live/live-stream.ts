import 'server-only';
import { z } from 'zod';
import { liveStreamSettings } from '@/lib/config/live-streams';
import { AppError, parseOrThrow } from '@/lib/errors';
import { wholeNumberText } from '@/lib/validation/bounded-number';
import { MAX_INT4 } from '@/lib/validation/whole-number';
import { openEventStream, openStreamCount } from './event-stream';
import { whenListening } from './listener';
import { MAX_STREAMS_PER_MEMBER } from './stream-limits';
import type { StreamSet } from './stream-set';

// Opening one live stream: where it resumes, whether this instance has room, and its first event.

const globalForMembers = globalThis as unknown as { liveStreamsByMember?: Map<string, number> };
const byMember = () => (globalForMembers.liveStreamsByMember ??= new Map());

/** How long a page waits before it reconnects a dropped stream (sent as the stream's `retry`). */
const RECONNECT_MS = 1_500;

const sequence = wholeNumberText({ min: 0, max: MAX_INT4 }, 'Errors.field.invalid').optional();
const resumeSchema = z.object({ lastEventId: sequence, since: sequence });

/**
 * The last number the page has seen: `Last-Event-ID`, which the browser sends when it reconnects a
 * dropped stream, or `since`, the number the page was drawn at (a new EventSource cannot set headers).
 */
export function resumePoint(request: Request): number | undefined {
  const { lastEventId, since } = parseOrThrow(resumeSchema, {
    lastEventId: request.headers.get('last-event-id') ?? undefined,
    since: new URL(request.url).searchParams.get('since') ?? undefined,
  });
  const seen = [lastEventId, since].filter((value) => value !== undefined);
  return seen.length > 0 ? Math.max(...seen) : undefined;
}

/**
 * Before the access check: refuses a stream past this instance's cap (the page polls instead) and waits
 * until the instance listens, so that nothing committed after the caller reads its number is missed.
 */
export async function prepareLiveStream(userId: string): Promise<void> {
  if (openStreamCount() >= liveStreamSettings().maxStreams || (byMember().get(userId) ?? 0) >= MAX_STREAMS_PER_MEMBER) {
    throw new AppError('unavailable', 'Errors.liveBusy', { retryAfterSeconds: 30 });
  }
  await whenListening();
}

/**
 * The stream itself, once the caller has checked access and read the topic's `current` number: what
 * the page missed since `resumeFrom` is sent at once as that number (the page redraws from the server,
 * so one event with the latest number replays everything before it).
 */
export function startLiveStream<Subject extends { userId: string }>(set: StreamSet<Subject>, request: Request, topic: string, subject: Subject, current: number, resumeFrom: number | undefined): Response {
  const stream = openEventStream({ signal: request.signal, retryMs: RECONNECT_MS });
  const counts = byMember();
  counts.set(subject.userId, (counts.get(subject.userId) ?? 0) + 1);
  void stream.closed.then(() => {
    const left = (counts.get(subject.userId) ?? 1) - 1;
    if (left > 0) counts.set(subject.userId, left);
    else counts.delete(subject.userId);
  });
  const seen = Math.min(resumeFrom ?? current, current);
  if (current > seen) stream.send({ id: current, event: 'change', data: { sequence: current } });
  set.add({ topic, subject, stream, sequence: current });
  return stream.response;
}
