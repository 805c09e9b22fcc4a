import 'server-only';
import { mergeSides } from '@/lib/catalogue/placement-text';
import type { HallArea } from '@/lib/catalogue/venue';
import type { Tx } from './membership';
import { db } from '@/lib/db';

// The circles a group wants, with where they stand on their first day: read once for the group view,
// the suggested split and the settlement. Adult circles are read too; each reader filters for its viewer.

export type WantedCircle = {
  circleId: number;
  name: string;
  author: string;
  isAdult: boolean;
  day: number;
  area: HallArea;
  hallNumber: number;
  spaces: { area: HallArea; block: string; spaceNumber: number; sides: 'a' | 'b' | 'ab' }[];
  x: number;
  y: number;
  order: number;
  works: Map<number, { title: string; priceYen: number | null; isAdult: boolean }>;
};

export async function loadWantedCircles(groupId: string, client: Tx | typeof db = db): Promise<Map<number, WantedCircle>> {
  const rows = await client.circle.findMany({
    where: { groupWants: { some: { groupId } } },
    select: {
      id: true,
      name: true,
      author: true,
      isAdult: true,
      works: { select: { id: true, title: true, priceYen: true, isAdult: true } },
      placements: {
        select: { spaceNumber: true, side: true, mapX: true, mapY: true, mapWidth: true, mapHeight: true, day: { select: { dayNumber: true } }, block: { select: { name: true, sortOrder: true, hall: { select: { area: true, number: true } } } } },
        orderBy: [{ day: { dayNumber: 'asc' } }, { block: { sortOrder: 'asc' } }, { spaceNumber: 'asc' }, { side: 'asc' }],
      },
    },
  });
  const circles = new Map<number, WantedCircle>();
  for (const row of rows) {
    const first = row.placements[0];
    if (!first) continue;
    const ofDay = row.placements.filter((p) => p.day.dayNumber === first.day.dayNumber);
    const centre = (pick: (p: (typeof ofDay)[number]) => number) => ofDay.reduce((sum, p) => sum + pick(p), 0) / ofDay.length;
    circles.set(row.id, {
      circleId: row.id,
      name: row.name,
      author: row.author,
      isAdult: row.isAdult,
      day: first.day.dayNumber,
      area: first.block.hall.area,
      hallNumber: first.block.hall.number,
      spaces: mergeSides(ofDay.map((p) => ({ dayNumber: first.day.dayNumber, area: p.block.hall.area, block: p.block.name, spaceNumber: p.spaceNumber, side: p.side }))),
      x: centre((p) => p.mapX + p.mapWidth / 2),
      y: centre((p) => p.mapY + p.mapHeight / 2),
      order: first.block.sortOrder * 100_000 + first.spaceNumber * 2 + (first.side === 'b' ? 1 : 0),
      works: new Map(row.works.map((w) => [w.id, { title: w.title, priceYen: w.priceYen, isAdult: w.isAdult }])),
    });
  }
  return circles;
}
