import 'server-only';
import { db } from '@/lib/db';
import { parseOrThrow } from '@/lib/errors';
import { entrancePoint, type PlanRect } from '@/lib/plan/walking-distance';
import { replaceAssignments } from './assignments';
import { loadWantedCircles } from './group-circles';
import { membersAdultPermission, requireMember, type GroupViewer } from './membership';
import { groupRefSchema } from './schemas';
import { buyerRoute, suggestSplit, type Split, type SplitCircle, type SplitInput } from './split';

// The suggested split for a group's wanted circles, and applying it. Every wanted circle counts, also
// those the member asking may not see: the split names no circle back to them, it only assigns.

const areaOrder = { EAST: 0, WEST: 1, SOUTH: 2 } as const;

async function splitInput(groupId: string): Promise<SplitInput> {
  const group = await db.group.findUniqueOrThrow({ where: { id: groupId }, select: { eventId: true } });
  const [circles, wants, permission, halls] = await Promise.all([
    loadWantedCircles(groupId),
    db.groupWant.findMany({ where: { groupId }, select: { circleId: true, userId: true, quantity: true, amountYen: true, workId: true } }),
    membersAdultPermission(db, groupId),
    db.hall.findMany({ where: { eventId: group.eventId }, select: { area: true, number: true, isCorporate: true, mapX: true, mapY: true, mapWidth: true, mapHeight: true } }),
  ]);
  const sorted = [...halls].sort((a, b) => areaOrder[a.area] - areaOrder[b.area] || a.number - b.number);
  const hallIndex = new Map(sorted.map((h, i) => [`${h.area}-${h.number}`, i]));
  const rects: PlanRect[] = sorted.map((h) => [h.mapX, h.mapY, h.mapWidth, h.mapHeight]);
  const splitCircles: SplitCircle[] = [...circles.values()].map((c) => {
    const ofCircle = wants.filter((w) => w.circleId === c.circleId);
    const yen = ofCircle.reduce((sum, w) => sum + w.quantity * ((w.workId === null ? w.amountYen : c.works.get(w.workId)?.priceYen) ?? 0), 0);
    return { circleId: c.circleId, day: c.day, point: { x: c.x, y: c.y, hall: hallIndex.get(`${c.area}-${c.hallNumber}`) ?? 0 }, order: c.order, wantedBy: new Set(ofCircle.map((w) => w.userId)).size, yen, isAdult: c.isAdult };
  });
  const buyers = [...permission].map(([userId, mayViewAdult]) => ({ userId, mayViewAdult }));
  return { circles: splitCircles, buyers, halls: rects, entranceHall: Math.max(0, sorted.findIndex((h) => !h.isCorporate)) };
}

export async function computeSplit(groupId: string): Promise<Split> {
  return suggestSplit(await splitInput(groupId));
}

/** The member's share as their walk of each day (circle ids in order), by the plan's route function. */
export async function loadMyRoute(viewer: GroupViewer, groupId: string): Promise<{ day: number; circleIds: number[] }[]> {
  await requireMember(db, groupId, viewer.userId);
  const [input, mine] = await Promise.all([splitInput(groupId), db.groupAssignment.findMany({ where: { groupId, buyerId: viewer.userId }, select: { circleId: true } })]);
  const assigned = new Set(mine.map((a) => a.circleId));
  const circles = input.circles.filter((c) => assigned.has(c.circleId) && (viewer.mayViewAdult || !c.isAdult));
  const start = entrancePoint(input.halls, input.entranceHall);
  return [...new Set(circles.map((c) => c.day))].sort((a, b) => a - b).map((day) => ({ day, circleIds: buyerRoute(circles.filter((c) => c.day === day), input.halls, start).circleIds }));
}

export async function applySplit(viewer: GroupViewer, input: unknown): Promise<{ version: number; assigned: number }> {
  const { groupId } = parseOrThrow(groupRefSchema, input);
  await requireMember(db, groupId, viewer.userId);
  const split = await computeSplit(groupId);
  const { version } = await replaceAssignments(viewer, groupId, split.assignments);
  return { version, assigned: split.assignments.length };
}
