import 'server-only';
import { db } from '@/lib/db';
import { AppError, parseOrThrow } from '@/lib/errors';
import { getCircleOrThrow } from '@/lib/favorites/listed-circles';
import { saveBudgetSchema, savePlanDaySchema, savePlannedSpendSchema, savePrioritiesSchema, setStopPinnedSchema } from './schemas';

// The plan's settings, written by its server actions. Every statement names the user.

export async function savePriorities(userId: string, input: unknown) {
  const { must, want, ifTime } = parseOrThrow(savePrioritiesSchema, input);
  const data = { mustColors: must, wantColors: want, ifTimeColors: ifTime };
  await db.planSettings.upsert({ where: { userId }, create: { userId, ...data }, update: data });
  return { must, want, ifTime };
}

export async function saveBudget(userId: string, input: unknown) {
  const { capYen, currencyCode, yenPerUnit } = parseOrThrow(saveBudgetSchema, input);
  const data = { budgetCapYen: capYen, currencyCode: currencyCode || null, yenPerUnit: currencyCode ? yenPerUnit : null };
  await db.planSettings.upsert({ where: { userId }, create: { userId, ...data }, update: data });
  return { capYen: data.budgetCapYen, currencyCode: data.currencyCode, yenPerUnit: data.yenPerUnit };
}

export async function setStopPinned(userId: string, input: unknown) {
  const { circleId, pinned } = parseOrThrow(setStopPinnedSchema, input);
  await getCircleOrThrow(circleId);
  await db.planStop.upsert({ where: { userId_circleId: { userId, circleId } }, create: { userId, circleId, pinned }, update: { pinned } });
  return { circleId, pinned };
}

/** Ticked works must be the circle's own; their prices are read from the catalogue, never sent. */
export async function savePlannedSpend(userId: string, input: unknown) {
  const { circleId, workIds, amountYen } = parseOrThrow(savePlannedSpendSchema, input);
  await getCircleOrThrow(circleId);
  const works = await db.work.count({ where: { circleId, id: { in: workIds } } });
  if (works !== workIds.length) throw new AppError('invalidInput', 'Errors.field.invalid');
  const data = { plannedWorkIds: workIds, plannedYen: amountYen };
  await db.planStop.upsert({ where: { userId_circleId: { userId, circleId } }, create: { userId, circleId, ...data }, update: data });
  return { circleId, workIds, amountYen };
}

export async function savePlanDay(userId: string, input: unknown) {
  const { day, entranceHall, stopOrder } = parseOrThrow(savePlanDaySchema, input);
  const data = { entranceHall, stopOrder };
  await db.planDay.upsert({ where: { userId_day: { userId, day } }, create: { userId, day, ...data }, update: data });
  return { day, entranceHall, stopOrder };
}
