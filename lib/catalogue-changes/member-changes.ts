import 'server-only';
import { z } from 'zod';
import { LISTED_CIRCLE } from '@/lib/catalogue/listed-circles';
import { getConfig } from '@/lib/config/get-config';
import { db } from '@/lib/db';
import type { PrismaClient } from '@/lib/db/client';
import { summariseChanges, type CircleChangeSummary, type RecordedChange } from './change-summary';

export type ChangedCircle = { circleId: number; name: string; summary: CircleChangeSummary };

/** A bound on what one page reads: thousands of favourites, each changed by a few imports. */
const MAX_CHANGE_ROWS = 20_000;

const spaces = z.array(z.string());
/** The import's records (lib/catalogue-import/history.ts), read back as what they are; a row of another shape is skipped. */
export const recordedChange: z.ZodType<RecordedChange> = z.union([
  z.object({ kind: z.literal('MOVED'), detail: z.object({ from: spaces, to: spaces }) }),
  z.object({ kind: z.enum(['WITHDRAWN', 'RETURNED', 'WORKS_CHANGED']), detail: z.unknown() }),
  z.object({ kind: z.literal('DETAILS_CHANGED'), detail: z.object({ fields: z.array(z.string()) }) }),
]);

/**
 * The member's favourites and plan circles of the current event that an import changed since the member
 * last marked the changes as seen, and since the favourite was added (a circle saved after its move has
 * nothing new to tell). Circles the organiser does not publish stay out, as on the favourites page.
 */
export async function findMemberChanges(client: PrismaClient, userId: string, eventCode: string): Promise<ChangedCircle[]> {
  const event = await client.event.findUnique({ where: { code: eventCode }, select: { id: true } });
  if (!event) return [];
  const seen = await client.catalogueChangesSeen.findUnique({ where: { userId_eventId: { userId, eventId: event.id } }, select: { seenAt: true } });
  const rows = await client.catalogueChange.findMany({
    where: {
      kind: { not: 'ADDED' },
      import: { eventId: event.id, ...(seen ? { importedAt: { gt: seen.seenAt } } : {}) },
      circle: { ...LISTED_CIRCLE, OR: [{ favorites: { some: { userId } } }, { planStops: { some: { userId } } }] },
    },
    select: {
      circleId: true,
      kind: true,
      detail: true,
      import: { select: { importedAt: true } },
      circle: { select: { name: true, favorites: { where: { userId }, select: { createdAt: true } } } },
    },
    orderBy: [{ importId: 'asc' }, { circleId: 'asc' }],
    take: MAX_CHANGE_ROWS,
  });
  const byCircle = new Map<number, { name: string; changes: RecordedChange[] }>();
  for (const row of rows) {
    const savedAt = row.circle.favorites[0]?.createdAt;
    if (savedAt && row.import.importedAt <= savedAt) continue;
    const change = recordedChange.safeParse({ kind: row.kind, detail: row.detail });
    if (!change.success) continue;
    const entry = byCircle.get(row.circleId) ?? { name: row.circle.name, changes: [] };
    entry.changes.push(change.data);
    byCircle.set(row.circleId, entry);
  }
  return [...byCircle].flatMap(([circleId, { name, changes }]) => {
    const summary = summariseChanges(changes);
    return summary ? [{ circleId, name, summary }] : [];
  });
}

export const loadMemberChanges = (userId: string) => findMemberChanges(db, userId, getConfig().eventCode);

/** Marks every change so far as seen by the member; the marks go until the next import. */
export async function recordChangesSeen(client: PrismaClient, userId: string, eventCode: string, seenAt = new Date()): Promise<{ seenAt: string }> {
  const event = await client.event.findUnique({ where: { code: eventCode }, select: { id: true } });
  if (event) {
    await client.catalogueChangesSeen.upsert({
      where: { userId_eventId: { userId, eventId: event.id } },
      create: { userId, eventId: event.id, seenAt },
      update: { seenAt },
    });
  }
  return { seenAt: seenAt.toISOString() };
}

export const markChangesSeen = (userId: string) => recordChangesSeen(db, userId, getConfig().eventCode);
