import 'server-only';
import { listedInCurrentEvent } from '@/lib/catalogue/listed-in-event';
import type { PrismaClient } from '@/lib/db/client';
import type { VisitStatus } from './visit-status';

// Visit marks a device queued offline, merged with the stored ones by the rule favourites follow: the
// later edit wins, device times are capped at the server's clock, and a mark that lost to a later
// different one is reported as a conflict. Every statement names the user.

export type VisitEdit = { day: number; value: VisitStatus; editedAt: number };
export type DeviceVisit = { circleId: number; day: number; status: VisitStatus; statusUpdatedAt: number };
export type VisitSyncResult = { visits: DeviceVisit[]; conflicts: { circleId: number; day: number }[]; skipped: number[] };

type Stored = { circleId: number; day: number; status: VisitStatus; statusUpdatedAt: Date };

/** The latest edit of each circle and day. */
function latestEdits(changes: readonly { circleId: number; visits?: readonly VisitEdit[] }[]): Map<string, { circleId: number } & VisitEdit> {
  const latest = new Map<string, { circleId: number } & VisitEdit>();
  for (const { circleId, visits = [] } of changes) {
    for (const visit of visits) {
      const key = `${circleId}:${visit.day}`;
      const seen = latest.get(key);
      if (!seen || visit.editedAt >= seen.editedAt) latest.set(key, { circleId, ...visit });
    }
  }
  return latest;
}

export async function syncVisitChanges(client: PrismaClient, userId: string, changes: readonly { circleId: number; visits?: readonly VisitEdit[] }[], now = new Date()): Promise<VisitSyncResult> {
  const edits = [...latestEdits(changes).values()];
  const result: VisitSyncResult = { visits: [], conflicts: [], skipped: [] };
  if (edits.length === 0) return result;
  // Only circles of the current catalogue, on a day they have a space.
  const placed = await client.placement.findMany({
    where: {
      circleId: { in: [...new Set(edits.map((edit) => edit.circleId))] },
      circle: listedInCurrentEvent(),
    },
    select: { circleId: true, day: { select: { dayNumber: true } } },
  });
  const placedOn = new Set(placed.map((row) => `${row.circleId}:${row.day.dayNumber}`));
  const applicable = edits.filter((edit) => placedOn.has(`${edit.circleId}:${edit.day}`));
  result.skipped = [...new Set(edits.filter((edit) => !placedOn.has(`${edit.circleId}:${edit.day}`)).map((edit) => edit.circleId))];
  if (applicable.length === 0) return result;

  await client.$transaction(async (tx) => {
    // Locks the user's marks of these circles, so two devices syncing at once merge one after the other.
    const stored = await tx.$queryRaw<Stored[]>`
      SELECT "circleId", "day", "status", "statusUpdatedAt" FROM "VisitMark"
      WHERE "userId" = ${userId} AND "circleId" = ANY(${applicable.map((edit) => edit.circleId)}::int[])
      FOR UPDATE`;
    const byKey = new Map(stored.map((row) => [`${row.circleId}:${row.day}`, row]));
    for (const edit of applicable) {
      const current = byKey.get(`${edit.circleId}:${edit.day}`);
      const editedAt = new Date(Math.min(edit.editedAt, now.getTime()));
      if (current && editedAt <= current.statusUpdatedAt) {
        if (current.status !== edit.value) result.conflicts.push({ circleId: edit.circleId, day: edit.day });
        result.visits.push({ circleId: edit.circleId, day: edit.day, status: current.status, statusUpdatedAt: current.statusUpdatedAt.getTime() });
        continue;
      }
      const key = { userId_circleId_day: { userId, circleId: edit.circleId, day: edit.day } };
      await tx.visitMark.upsert({
        where: key,
        create: { userId, circleId: edit.circleId, day: edit.day, status: edit.value, statusUpdatedAt: editedAt },
        update: { status: edit.value, statusUpdatedAt: editedAt },
      });
      result.visits.push({ circleId: edit.circleId, day: edit.day, status: edit.value, statusUpdatedAt: editedAt.getTime() });
    }
  });
  return result;
}
