import 'server-only';
import { listedInCurrentEvent } from '@/lib/catalogue/listed-in-event';
import { db } from '@/lib/db';
import { AppError, parseOrThrow } from '@/lib/errors';
import { setVisitMarkSchema } from './schemas';
import type { VisitStatus } from './visit-status';

// Every write stamps the mark's edit time, so a mark made offline merges with the same rule as a
// favourite's fields: the later edit wins (lib/plan/sync-visit-marks.ts).

export type VisitMarkState = { circleId: number; day: number; status: VisitStatus; statusUpdatedAt: number };

/** A circle of the current event's catalogue with a space on that day: the only ones a mark may name. */
export async function placedCircleIds(circleIds: readonly number[], day: number): Promise<Set<number>> {
  const rows = await db.circle.findMany({
    where: {
      id: { in: [...circleIds] },
      ...listedInCurrentEvent(),
      placements: { some: { day: { dayNumber: day } } },
    },
    select: { id: true },
  });
  return new Set(rows.map((row) => row.id));
}

export async function setVisitMark(userId: string, input: unknown, now = new Date()): Promise<VisitMarkState> {
  const { circleId, day, status } = parseOrThrow(setVisitMarkSchema, input);
  if (!(await placedCircleIds([circleId], day)).has(circleId)) throw new AppError('notFound', 'Errors.favorites.circleNotFound');
  const row = await db.visitMark.upsert({
    where: { userId_circleId_day: { userId, circleId, day } },
    create: { userId, circleId, day, status, statusUpdatedAt: now },
    update: { status, statusUpdatedAt: now },
  });
  return { circleId, day, status: row.status, statusUpdatedAt: row.statusUpdatedAt.getTime() };
}

export async function loadVisitMarks(userId: string, day: number): Promise<VisitMarkState[]> {
  const rows = await db.visitMark.findMany({ where: { userId, day } });
  return rows.map((row) => ({ circleId: row.circleId, day: row.day, status: row.status, statusUpdatedAt: row.statusUpdatedAt.getTime() }));
}

/** Every mark of the member, for the map's popups (a few hundred at most). */
export async function loadAllVisitMarks(userId: string): Promise<{ circleId: number; day: number; status: VisitStatus }[]> {
  return db.visitMark.findMany({ where: { userId }, select: { circleId: true, day: true, status: true } });
}
