import 'server-only';
import { z } from 'zod';
import { getConfig } from '@/lib/config/get-config';
import { db } from '@/lib/db';
import { parseOrThrow } from '@/lib/errors';
import { readPlanFile } from './read-plan-file';

// A plan file imported back: the day's order, entrance, pins, planned spend and visit marks of the
// circles that are still the member's favourites on that day; other lines are skipped. All or nothing.

// Under the server actions' 512 KB body limit; a plan of a few hundred stops is some 50 KB.
const PLAN_FILE_MAX_CHARS = 400_000;

export const importPlanFileSchema = z.object({ text: z.string({ error: 'Errors.plan.invalidFile' }).max(PLAN_FILE_MAX_CHARS, { error: 'Errors.plan.invalidFile' }) });

export async function importPlanFile(userId: string, input: unknown, now = new Date()): Promise<{ day: number; imported: number }> {
  const { text } = parseOrThrow(importPlanFileSchema, input);
  const file = readPlanFile(text);
  const favorites = await db.favorite.findMany({
    where: { userId, circleId: { in: file.stops.map((stop) => stop.circleId) }, circle: { event: { code: getConfig().eventCode }, placements: { some: { day: { dayNumber: file.day } } } } },
    select: { circleId: true, circle: { select: { works: { select: { id: true } } } } },
  });
  const worksOf = new Map(favorites.map((favorite) => [favorite.circleId, new Set(favorite.circle.works.map((work) => work.id))]));
  const stops = file.stops.filter((stop, at) => worksOf.has(stop.circleId) && file.stops.findIndex((other) => other.circleId === stop.circleId) === at);
  await db.$transaction(async (tx) => {
    const order = stops.map((stop) => stop.circleId);
    await tx.planDay.upsert({ where: { userId_day: { userId, day: file.day } }, create: { userId, day: file.day, entranceHall: file.entranceHall, stopOrder: order }, update: { entranceHall: file.entranceHall, stopOrder: order } });
    for (const stop of stops) {
      const data = { pinned: stop.pinned, plannedYen: stop.plannedYen, plannedWorkIds: stop.plannedWorkIds.filter((id) => worksOf.get(stop.circleId)?.has(id)) };
      await tx.planStop.upsert({ where: { userId_circleId: { userId, circleId: stop.circleId } }, create: { userId, circleId: stop.circleId, ...data }, update: data });
      const key = { userId_circleId_day: { userId, circleId: stop.circleId, day: file.day } };
      await tx.visitMark.upsert({ where: key, create: { userId, circleId: stop.circleId, day: file.day, status: stop.visit, statusUpdatedAt: now }, update: { status: stop.visit, statusUpdatedAt: now } });
    }
  });
  return { day: file.day, imported: stops.length };
}
