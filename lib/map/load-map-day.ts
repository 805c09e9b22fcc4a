import type { PrismaClient } from '@/lib/db/client';
import { Prisma } from '@/lib/generated/prisma/client';
import { VISIBLE_CIRCLE } from '@/lib/catalogue/listed-circles';
import { readEventThumbnailPaths } from '@/lib/catalogue/circle-thumbnails';
import { circleNameRomaji } from '@/lib/catalogue/name-romaji';
import { hallKey, hallRank } from '@/lib/catalogue/venue';
import { blockOutlines } from './block-outlines';
import { MAP_DAY_VERSION, toCentimetres, type HallArea, type MapAuthors, type MapBlock, type MapDay, type MapRect } from './map-day';

// One day of the venue map in four flat queries (halls, blocks, the day's desks with their circles, the
// booths of the day: a booth may stand on one day only), joined in memory. Circles hidden from the viewer
// (unlisted, or adult for a viewer who may not see it) leave their desks on the map as empty desks.

type HallRow = { id: number; area: HallArea; number: number; isCorporate: boolean; floor: number; mapX: number; mapY: number; mapWidth: number; mapHeight: number };
type BlockRow = { id: number; hallId: number; name: string; isWall: boolean; sortOrder: number };
type SpaceRow = {
  blockId: number;
  spaceNumber: number;
  side: 'a' | 'b';
  mapX: number;
  mapY: number;
  mapWidth: number;
  mapHeight: number;
  circleId: number | null;
  wcid: number | null;
  name: string | null;
  author: string | null;
  nameKana: string | null;
  nameReading: string | null;
  genreCode: number | null;
};
type BoothRow = { id: number; hallId: number; name: string; boothCode: string; mapX: number; mapY: number; mapWidth: number; mapHeight: number };

const rectOf = (row: { mapX: number; mapY: number; mapWidth: number; mapHeight: number }): MapRect => [
  toCentimetres(row.mapX),
  toCentimetres(row.mapY),
  toCentimetres(row.mapWidth),
  toCentimetres(row.mapHeight),
];

/** The day's map and its circles' authors and romaji, or null when the event has no such day. */
export async function loadMapDay(client: PrismaClient, options: { eventId: number; day: number; mayViewAdult: boolean }): Promise<{ day: MapDay; authors: MapAuthors } | null> {
  const { eventId, day } = options;
  const dayRow = await client.eventDay.findUnique({ where: { eventId_dayNumber: { eventId, dayNumber: day } }, select: { id: true } });
  if (!dayRow) return null;
  const adult = options.mayViewAdult ? Prisma.empty : Prisma.sql`AND NOT c."isAdult"`;
  const [halls, blocks, spaces, booths, thumbs] = await Promise.all([
    client.$queryRaw<HallRow[]>`
      SELECT id, area::text AS area, number, "isCorporate", floor, "mapX", "mapY", "mapWidth", "mapHeight" FROM "Hall" WHERE "eventId" = ${eventId}`,
    client.$queryRaw<BlockRow[]>`
      SELECT b.id, b."hallId", b.name, b."isWall", b."sortOrder" FROM "Block" b JOIN "Hall" h ON h.id = b."hallId"
      WHERE h."eventId" = ${eventId} ORDER BY b."sortOrder", b.id`,
    client.$queryRaw<SpaceRow[]>`
      SELECT p."blockId", p."spaceNumber", p.side::text AS side, p."mapX", p."mapY", p."mapWidth", p."mapHeight",
             c.id AS "circleId", c.wcid, c.name, c.author, c."nameKana", c."nameReading", g.code AS "genreCode"
      FROM "Placement" p
      JOIN "Block" b ON b.id = p."blockId"
      LEFT JOIN "Circle" c ON c.id = p."circleId" AND ${VISIBLE_CIRCLE} ${adult}
      LEFT JOIN "Genre" g ON g.id = c."genreId"
      WHERE p."dayId" = ${dayRow.id}
      ORDER BY b."sortOrder", b.id, p."spaceNumber", p.side`,
    client.$queryRaw<BoothRow[]>`
      SELECT id, "hallId", name, "boothCode", "mapX", "mapY", "mapWidth", "mapHeight" FROM "Exhibitor"
      WHERE "eventId" = ${eventId} AND (cardinality("dayNumbers") = 0 OR ${day}::int = ANY("dayNumbers")) ORDER BY "boothNumber"`,
    readEventThumbnailPaths(client, eventId, { adult: options.mayViewAdult }),
  ]);

  halls.sort((a, b) => hallRank(a.area, a.number) - hallRank(b.area, b.number));
  const hallIndex = new Map(halls.map((hall, index) => [hall.id, index]));
  const blockIndex = new Map(blocks.map((block, index) => [block.id, index]));
  const rectsByBlock = blocks.map((): MapRect[] => []);

  const result: MapDay = {
    version: MAP_DAY_VERSION,
    day,
    halls: halls.map((hall) => ({ key: hallKey(hall.area, hall.number), area: hall.area, number: hall.number, corporate: hall.isCorporate, floor: hall.floor, rect: rectOf(hall) })),
    blocks: [],
    spaces: { block: [], number: [], side: '', x: [], y: [], width: [], height: [], circle: [] },
    circles: { id: [], wcid: [], name: [], genre: [] },
    booths: booths.map((booth) => ({ id: booth.id, name: booth.name, code: booth.boothCode, hall: hallIndex.get(booth.hallId) ?? 0, rect: rectOf(booth) })),
  };

  const circleIndex = new Map<number, number>();
  const authors: MapAuthors = { author: [], romaji: [], thumb: [] };
  const sides: string[] = [];
  const { spaces: columns, circles } = result;
  for (const space of spaces) {
    const block = blockIndex.get(space.blockId) ?? 0;
    const rect = rectOf(space);
    rectsByBlock[block]?.push(rect);
    let circle = -1;
    if (space.circleId !== null) {
      circle = circleIndex.get(space.circleId) ?? circles.id.length;
      if (circle === circles.id.length) {
        circleIndex.set(space.circleId, circle);
        circles.id.push(space.circleId);
        circles.wcid.push(space.wcid ?? 0);
        circles.name.push(space.name ?? '');
        authors.author.push(space.author ?? '');
        authors.romaji.push(circleNameRomaji({ name: space.name ?? '', nameKana: space.nameKana ?? '', nameReading: space.nameReading }));
        authors.thumb?.push(thumbs.get(space.circleId) ?? '');
        circles.genre.push(space.genreCode ?? 0);
      }
    }
    columns.block.push(block);
    columns.number.push(space.spaceNumber);
    sides.push(space.side);
    columns.x.push(rect[0]);
    columns.y.push(rect[1]);
    columns.width.push(rect[2]);
    columns.height.push(rect[3]);
    columns.circle.push(circle);
  }
  columns.side = sides.join('');

  result.blocks = blocks.map(
    (block, index): MapBlock => ({ hall: hallIndex.get(block.hallId) ?? 0, name: block.name, wall: block.isWall, outlines: blockOutlines(rectsByBlock[index] ?? []) }),
  );
  return { day: result, authors };
}
