import 'server-only';
import { readMenusOrCuts } from '@/lib/catalogue/circle-thumbnails';
import { LISTED_CIRCLE } from '@/lib/catalogue/listed-circles';
import { circleNameRomaji } from '@/lib/catalogue/name-romaji';
import { formatSpace, formatWeekday, mergeSides } from '@/lib/catalogue/placement-text';
import type { HallArea } from '@/lib/catalogue/venue';
import { getConfig } from '@/lib/config/get-config';
import { db } from '@/lib/db';
import type { AppLocale } from '@/lib/i18n/locales';
import type { PlanDayData, PlanHall, PlanStopData } from './plan-day-data';
import { shutterSpaces } from './space-flags';

// One day of the member's plan: the favourites with a space that day (their desks, works and memo) and
// the circles the member buys for a group, the halls (for the walk between them) and the member's
// settings, marks and own order.

export type PlanViewer = { userId: string; mayViewAdult: boolean; locale: AppLocale; hallName: (area: HallArea, number: number) => string };

const hallKey = (area: HallArea, number: number) => `${area}-${number}`;
const areaOrder: Record<HallArea, number> = { EAST: 0, WEST: 1, SOUTH: 2 };

export async function loadPlanDay(viewer: PlanViewer, requestedDay: number): Promise<PlanDayData | null> {
  const { userId, locale } = viewer;
  const event = await db.event.findUnique({
    where: { code: getConfig().eventCode },
    select: { id: true, days: { select: { dayNumber: true, date: true }, orderBy: { dayNumber: 'asc' } }, halls: { select: { area: true, number: true, isCorporate: true, mapX: true, mapY: true, mapWidth: true, mapHeight: true } } },
  });
  if (!event || event.days.length === 0) return null;
  const day = event.days.some((d) => d.dayNumber === requestedDay) ? requestedDay : event.days[0]!.dayNumber;
  const halls = [...event.halls].sort((a, b) => areaOrder[a.area] - areaOrder[b.area] || a.number - b.number);
  const hallIndex = new Map(halls.map((hall, index) => [hallKey(hall.area, hall.number), index]));

  // The member's share of a group's circles is part of their route too (decision 036), favourite or not.
  const assigned = await db.groupAssignment.findMany({ where: { buyerId: userId, group: { eventId: event.id, members: { some: { userId } } } }, select: { circleId: true } });
  const [circles, settings, planDay, planStops, marks] = await Promise.all([
    db.circle.findMany({
      where: {
        ...LISTED_CIRCLE,
        eventId: event.id,
        placements: { some: { day: { dayNumber: day } } },
        ...(viewer.mayViewAdult ? {} : { isAdult: false }),
        OR: [{ favorites: { some: { userId, color: { gt: 0 } } } }, { id: { in: assigned.map((assignment) => assignment.circleId) } }],
      },
      select: {
        id: true,
        wcid: true,
        updatedAt: true,
        name: true,
        nameKana: true,
        nameReading: true,
        author: true,
        favorites: { where: { userId }, select: { color: true, memo: true } },
        works: { where: viewer.mayViewAdult ? {} : { isAdult: false }, select: { id: true, title: true, priceYen: true }, orderBy: { sortOrder: 'asc' } },
        placements: {
          where: { day: { dayNumber: day } },
          select: { id: true, spaceNumber: true, side: true, mapX: true, mapY: true, mapWidth: true, mapHeight: true, blockId: true, block: { select: { name: true, isWall: true, sortOrder: true, hall: { select: { area: true, number: true } } } } },
          orderBy: [{ block: { sortOrder: 'asc' } }, { spaceNumber: 'asc' }, { side: 'asc' }],
        },
      },
      orderBy: { id: 'asc' },
    }),
    db.planSettings.findUnique({ where: { userId } }),
    db.planDay.findUnique({ where: { userId_day: { userId, day } } }),
    db.planStop.findMany({ where: { userId } }),
    db.visitMark.findMany({ where: { userId, day }, select: { circleId: true, status: true } }),
  ]);
  const wallBlockIds = [...new Set(circles.flatMap((circle) => circle.placements.filter((p) => p.block.isWall).map((p) => p.blockId)))];
  const wallDesks = wallBlockIds.length
    ? await db.placement.findMany({ where: { blockId: { in: wallBlockIds }, day: { dayNumber: day } }, select: { mapX: true, mapY: true, mapWidth: true } })
    : [];
  const isShutter = shutterSpaces(wallDesks.map((desk) => ({ x: desk.mapX, y: desk.mapY, width: desk.mapWidth })));
  const pictures = await readMenusOrCuts(db, circles, { adult: viewer.mayViewAdult }, locale);
  const stopsById = new Map(planStops.map((stop) => [stop.circleId, stop]));
  const markById = new Map(marks.map((mark) => [mark.circleId, mark.status]));

  const stops: PlanStopData[] = circles.flatMap((circle) => {
    const placements = circle.placements;
    const favorite = circle.favorites[0];
    const first = placements[0];
    if (!first) return [];
    const spaces = mergeSides(placements.map((p) => ({ dayNumber: day, area: p.block.hall.area, block: p.block.name, spaceNumber: p.spaceNumber, side: p.side })));
    const stop = stopsById.get(circle.id);
    const centre = (pick: (p: (typeof placements)[number]) => number) => placements.reduce((sum, p) => sum + pick(p), 0) / placements.length;
    return [{
      circleId: circle.id,
      name: circle.name,
      romaji: circleNameRomaji(circle),
      author: circle.author,
      picture: pictures.get(circle.id) ?? { url: '', alt: '', menu: false },
      space: spaces.map((space) => formatSpace(locale, space)).join(' '),
      hall: hallIndex.get(hallKey(first.block.hall.area, first.block.hall.number)) ?? 0,
      x: centre((p) => p.mapX + p.mapWidth / 2),
      y: centre((p) => p.mapY + p.mapHeight / 2),
      order: first.block.sortOrder * 100_000 + first.spaceNumber * 2 + (first.side === 'b' ? 1 : 0),
      wall: first.block.isWall,
      shutter: placements.some((p) => p.block.isWall && isShutter({ x: p.mapX, y: p.mapY })),
      // A group's circle the member did not mark keeps no colour (as a memo-only favourite).
      color: favorite?.color ?? 0,
      memo: favorite?.memo ?? '',
      works: circle.works,
      pinned: stop?.pinned ?? false,
      plannedWorkIds: stop?.plannedWorkIds ?? [],
      plannedYen: stop?.plannedYen ?? null,
      visit: markById.get(circle.id) ?? 'NOT_VISITED',
    }];
  });
  const stopHalls = new Set(stops.map((stop) => stop.hall));
  const planHalls: PlanHall[] = halls.map((hall, index) => ({
    key: hallKey(hall.area, hall.number),
    name: viewer.hallName(hall.area, hall.number),
    rect: [hall.mapX, hall.mapY, hall.mapWidth, hall.mapHeight],
    hasStops: stopHalls.has(index),
  }));
  const labels = await db.colorLabel.findMany({ where: { userId }, select: { color: true } });
  return {
    day,
    days: event.days.map((d) => ({ day: d.dayNumber, label: formatWeekday(locale, d.date) })),
    halls: planHalls,
    entranceHall: planDay?.entranceHall && hallIndex.has(planDay.entranceHall) ? planDay.entranceHall : (planHalls.find((hall, index) => !halls[index]!.isCorporate)?.key ?? ''),
    savedOrder: planDay?.stopOrder ?? [],
    stops,
    settings: {
      priorities: { must: settings?.mustColors ?? [], want: settings?.wantColors ?? [], ifTime: settings?.ifTimeColors ?? [] },
      labelledColours: labels.map((label) => label.color),
      capYen: settings?.budgetCapYen ?? null,
      currencyCode: settings?.currencyCode ?? null,
      yenPerUnit: settings?.yenPerUnit ?? null,
    },
  };
}
