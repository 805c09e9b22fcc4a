import type { PrismaClient } from '@/lib/db/client';
import { Prisma } from '@/lib/generated/prisma/client';
import { VISIBLE_CIRCLE } from '@/lib/catalogue/listed-circles';
import { circleNameRomaji } from '@/lib/catalogue/name-romaji';
import { hallKey, spaceOrder, type HallArea } from '@/lib/catalogue/venue';
import type { FavoriteSpace } from '@/lib/favorites/favorite-list';
import { toCentimetres, type MapRect } from '@/lib/map/map-day';
import type { PrintQuery } from './print-url';

/** One favourite circle on one day, both halves of a desk merged, as the printouts list it. */
export type PrintEntry = {
  circleId: number;
  wcid: number;
  name: string;
  /** The name's reading in romaji where the name is Japanese, else ''. */
  romaji: string;
  author: string;
  genre: { code: number; nameEn: string; nameJa: string; nameZh: string };
  color: number;
  memo: string;
  day: number;
  date: Date;
  area: HallArea;
  hallNumber: number;
  hall: string;
  block: string;
  spaceNumber: number;
  sides: 'a' | 'b' | 'ab';
  order: number;
  rects: MapRect[];
};

// The placement columns, typed as the favourites screen types them (`FavoriteSpace`).
type Row = FavoriteSpace & {
  circleId: number;
  wcid: number;
  name: string;
  nameKana: string;
  nameReading: string | null;
  author: string;
  genreCode: number;
  genreEn: string;
  genreJa: string;
  genreZh: string;
  color: number;
  memo: string;
  mapX: number;
  mapY: number;
  mapWidth: number;
  mapHeight: number;
};

/**
 * The user's checked favourites (colour 1..18; memo-only rows are not printed) of the chosen days, halls
 * and colours, in placement order, from one query.
 */
export async function loadPrintEntries(client: PrismaClient, options: { userId: string; eventCode: string; mayViewAdult: boolean; query: PrintQuery }): Promise<PrintEntry[]> {
  const { query } = options;
  const adult = options.mayViewAdult ? Prisma.empty : Prisma.sql`AND NOT c."isAdult"`;
  const days = query.days.length > 0 ? Prisma.sql`AND d."dayNumber" = ANY(${query.days}::int[])` : Prisma.empty;
  const colors = query.colors.length > 0 ? Prisma.sql`AND f.color = ANY(${query.colors}::int[])` : Prisma.empty;
  const rows = await client.$queryRaw<Row[]>`
    SELECT c.id AS "circleId", c.wcid, c.name, c."nameKana", c."nameReading", c.author, g.code AS "genreCode", g."nameEn" AS "genreEn", g."nameJa" AS "genreJa",
           g."nameZh" AS "genreZh", f.color, f.memo, d."dayNumber", d.date, h.area::text AS area, h.number AS "hallNumber",
           b.name AS block, b."sortOrder" AS "blockOrder", p."spaceNumber", p.side::text AS side,
           p."mapX", p."mapY", p."mapWidth", p."mapHeight"
    FROM "Favorite" f
    JOIN "Circle" c ON c.id = f."circleId"
    JOIN "Event" e ON e.id = c."eventId" AND e.code = ${options.eventCode}
    JOIN "Genre" g ON g.id = c."genreId"
    JOIN "Placement" p ON p."circleId" = c.id
    JOIN "EventDay" d ON d.id = p."dayId"
    JOIN "Block" b ON b.id = p."blockId"
    JOIN "Hall" h ON h.id = b."hallId"
    WHERE f."userId" = ${options.userId} AND f.color BETWEEN 1 AND 18 AND ${VISIBLE_CIRCLE} ${adult} ${days} ${colors}`;

  const areas = new Set(query.areas);
  const entries = new Map<string, PrintEntry>();
  for (const row of rows) {
    const hall = hallKey(row.area, row.hallNumber);
    if (areas.size > 0 && !areas.has(hall)) continue;
    const order = spaceOrder({ day: row.dayNumber, area: row.area, hallNumber: row.hallNumber, blockSortOrder: row.blockOrder, spaceNumber: row.spaceNumber, side: 'a' });
    const rect: MapRect = [toCentimetres(row.mapX), toCentimetres(row.mapY), toCentimetres(row.mapWidth), toCentimetres(row.mapHeight)];
    const key = `${row.circleId}:${row.dayNumber}`;
    const known = entries.get(key);
    if (known) {
      known.sides = 'ab';
      known.order = Math.min(known.order, order);
      known.rects.push(rect);
      continue;
    }
    entries.set(key, {
      circleId: row.circleId,
      wcid: row.wcid,
      name: row.name,
      romaji: circleNameRomaji(row),
      author: row.author,
      genre: { code: row.genreCode, nameEn: row.genreEn, nameJa: row.genreJa, nameZh: row.genreZh },
      color: row.color,
      memo: row.memo,
      day: row.dayNumber,
      date: row.date,
      area: row.area,
      hallNumber: row.hallNumber,
      hall,
      block: row.block,
      spaceNumber: row.spaceNumber,
      sides: row.side,
      order,
      rects: [rect],
    });
  }
  return [...entries.values()].sort((a, b) => a.order - b.order || a.circleId - b.circleId);
}

/** Entries grouped by day, then hall, keeping placement order. */
export function groupByDayAndHall(entries: readonly PrintEntry[]): { day: number; date: Date; halls: { hall: string; area: HallArea; hallNumber: number; entries: PrintEntry[] }[] }[] {
  const days: ReturnType<typeof groupByDayAndHall> = [];
  for (const entry of entries) {
    let day = days.at(-1);
    if (!day || day.day !== entry.day) {
      day = { day: entry.day, date: entry.date, halls: [] };
      days.push(day);
    }
    let hall = day.halls.at(-1);
    if (!hall || hall.hall !== entry.hall) {
      hall = { hall: entry.hall, area: entry.area, hallNumber: entry.hallNumber, entries: [] };
      day.halls.push(hall);
    }
    hall.entries.push(entry);
  }
  return days;
}
