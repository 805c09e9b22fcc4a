import type { PrismaClient } from '@/lib/db/client';
import { hallKey, hallRank, type HallArea } from '@/lib/catalogue/venue';
import { blockOutlines } from '@/lib/map/block-outlines';
import { toCentimetres, type MapRect } from '@/lib/map/map-day';
import type { PrintEntry } from './print-favorites';

/** One hall on one day, drawn for print: its desks, its blocks with names, and the user's marks. */
export type PrintHallMap = {
  day: number;
  date: Date;
  hall: string;
  area: HallArea;
  hallNumber: number;
  rect: MapRect;
  spaces: MapRect[];
  blocks: { name: string; outlines: MapRect[] }[];
  entries: PrintEntry[];
};

type SpaceRow = { blockId: number; blockName: string; mapX: number; mapY: number; mapWidth: number; mapHeight: number };

const rectOf = (row: { mapX: number; mapY: number; mapWidth: number; mapHeight: number }): MapRect => [
  toCentimetres(row.mapX),
  toCentimetres(row.mapY),
  toCentimetres(row.mapWidth),
  toCentimetres(row.mapHeight),
];

/**
 * The hall maps to print: every chosen hall of every chosen day when halls were chosen, otherwise the halls
 * that hold at least one of the printed favourites. Circle halls only: booths are not favourites.
 */
export async function loadPrintHallMaps(client: PrismaClient, options: { eventCode: string; days: number[]; areas: string[]; entries: readonly PrintEntry[] }): Promise<PrintHallMap[]> {
  const event = await client.event.findUnique({
    where: { code: options.eventCode },
    select: { days: { select: { id: true, dayNumber: true, date: true } }, halls: { where: { isCorporate: false } } },
  });
  if (!event) return [];
  const wanted = new Set(options.entries.map((entry) => `${entry.day}:${entry.hall}`));
  const days = event.days.filter((day) => options.days.length === 0 || options.days.includes(day.dayNumber)).sort((a, b) => a.dayNumber - b.dayNumber);
  const halls = [...event.halls].sort((a, b) => hallRank(a.area, a.number) - hallRank(b.area, b.number));
  const pairs = days.flatMap((day) =>
    halls
      .filter((hall) => {
        const key = hallKey(hall.area, hall.number);
        return options.areas.length > 0 ? options.areas.includes(key) : wanted.has(`${day.dayNumber}:${key}`);
      })
      .map((hall) => ({ day, hall })),
  );
  return Promise.all(
    pairs.map(async ({ day, hall }) => {
      const rows = await client.$queryRaw<SpaceRow[]>`
        SELECT b.id AS "blockId", b.name AS "blockName", p."mapX", p."mapY", p."mapWidth", p."mapHeight"
        FROM "Placement" p JOIN "Block" b ON b.id = p."blockId"
        WHERE p."dayId" = ${day.id} AND b."hallId" = ${hall.id}
        ORDER BY b."sortOrder", p."spaceNumber", p.side`;
      const byBlock = new Map<number, { name: string; rects: MapRect[] }>();
      for (const row of rows) {
        const block = byBlock.get(row.blockId) ?? { name: row.blockName, rects: [] };
        block.rects.push(rectOf(row));
        byBlock.set(row.blockId, block);
      }
      const key = hallKey(hall.area, hall.number);
      return {
        day: day.dayNumber,
        date: day.date,
        hall: key,
        area: hall.area,
        hallNumber: hall.number,
        rect: rectOf(hall),
        spaces: rows.map(rectOf),
        blocks: [...byBlock.values()].map((block) => ({ name: block.name, outlines: blockOutlines(block.rects) })),
        entries: options.entries.filter((entry) => entry.day === day.dayNumber && entry.hall === key),
      };
    }),
  );
}
