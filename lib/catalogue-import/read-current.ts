import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { CircleRow, EventData, ExhibitorRow, PlacementRow, ShopLinkRow, WorkRow } from '@/lib/catalogue-import/event-data';

/** The event as the database holds it, in the import's row shape, with each row's database id beside it. */
export type CurrentEvent = {
  eventId: number;
  data: EventData;
  ids: { days: number[]; halls: number[]; blocks: number[]; genres: number[]; circles: number[]; works: number[]; exhibitors: number[] };
  /** By circle index: withdrawn by an earlier import. */
  withdrawn: boolean[];
  /** Long texts (descriptions, works' details) are their digests (`textDigest`), read for a comparison only. */
  digests: boolean;
};

/**
 * A long text as the import compares it, when the database's copy is read as a digest: the texts are most
 * of a large delivery's size, and holding both the files' and the database's copies took the import of a
 * 200 MB circles.csv past 1 GB (issue 49). MD5 here only tells equal from different, computed alike by
 * PostgreSQL (`md5()` over UTF-8) and Node.
 */
export const textDigest = (text: string) => `md5:${createHash('md5').update(text, 'utf8').digest('hex')}`;
const digestOf = (column: string) => `'md5:' || md5(${column})`;

// Prisma's timestamp(3) columns hold UTC without a zone; read as text so that no local zone gets in.
const isoOf = (column: string) => `to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export async function findEventId(client: pg.ClientBase, code: string): Promise<number | undefined> {
  const result = await client.query<{ id: number }>('SELECT id FROM "Event" WHERE code = $1', [code]);
  return result.rows[0]?.id;
}

/** Loads the whole event (withdrawn circles included) in a handful of queries. */
export async function readCurrentEvent(client: pg.ClientBase, eventId: number, options: { digests?: boolean } = {}): Promise<CurrentEvent> {
  const digests = options.digests ?? false;
  const long = (column: string, name: string) => (digests ? `${digestOf(column)} AS ${name}` : `${column} AS ${name}`);
  const rows = async <T extends pg.QueryResultRow>(sql: string) => (await client.query<T>(sql, [eventId])).rows;
  const [event] = await rows<EventData['event']>(`
    SELECT code, "nameEn", "nameJa", "nameZh", "venueNameEn", "venueNameJa", "venueNameZh", ${isoOf('"planValidUntil"')} AS "planValidUntil", "monthlyPriceYen", "campaignPriceYen",
      ${isoOf('"campaignStartsAt"')} AS "campaignStartsAt", ${isoOf('"campaignEndsAt"')} AS "campaignEndsAt",
      ${isoOf('"freeTrialStartsAt"')} AS "freeTrialStartsAt", ${isoOf('"freeTrialEndsAt"')} AS "freeTrialEndsAt", ${isoOf('"createdAt"')} AS "createdAt"
    FROM "Event" WHERE id = $1`);
  if (!event) throw new Error(`No event ${eventId}`);
  const days = await rows<{ id: number; dayNumber: number; date: string }>(`SELECT id, "dayNumber", to_char(date, 'YYYY-MM-DD') AS date FROM "EventDay" WHERE "eventId" = $1 ORDER BY "dayNumber"`);
  const halls = await rows<{ id: number } & EventData['halls'][number]>(`SELECT id, area::text AS area, number, "isCorporate", floor, "mapX", "mapY", "mapWidth", "mapHeight" FROM "Hall" WHERE "eventId" = $1 ORDER BY id`);
  const hallIndex = new Map(halls.map((hall, index) => [hall.id, index]));
  const blocks = await rows<{ id: number; hallId: number; name: string; isWall: boolean; sortOrder: number }>(
    `SELECT b.id, b."hallId", b.name, b."isWall", b."sortOrder" FROM "Block" b JOIN "Hall" h ON h.id = b."hallId" WHERE h."eventId" = $1 ORDER BY b.id`);
  const blockIndex = new Map(blocks.map((block, index) => [block.id, index]));
  const genres = await rows<{ id: number; code: number; nameEn: string; nameJa: string; nameZh: string }>(`SELECT id, code, "nameEn", "nameJa", "nameZh" FROM "Genre" WHERE "eventId" = $1 ORDER BY id`);
  const genreIndex = new Map(genres.map((genre, index) => [genre.id, index]));
  const circles = await rows<Omit<CircleRow, 'genreIndex'> & { id: number; genreId: number; withdrawn: boolean }>(`
    SELECT id, wcid, "circleNumber", name, "nameKana", author, "authorKana", "genreId", ${long('description', 'description')}, ${long('"supplementComment"', '"supplementComment"')}, cashless, "isAdult",
      "lotteryStatus"::text AS "lotteryStatus", "wantsPublication", "catalogPage", "cutIndex", "websiteUrl", "pixivUrl", "xUrl",
      ${isoOf('"createdAt"')} AS "createdAt", ${isoOf('"updatedAt"')} AS "updatedAt", "withdrawnAt" IS NOT NULL AS withdrawn
    FROM "Circle" WHERE "eventId" = $1 ORDER BY id`);
  const circleIndex = new Map(circles.map((circle, index) => [circle.id, index]));
  const dayIndex = new Map(days.map((day, index) => [day.id, index]));
  const allPlacements = await rows<Omit<PlacementRow, 'dayIndex' | 'blockIndex' | 'circleIndex'> & { dayId: number; blockId: number; circleId: number | null }>(`
    SELECT p."dayId", p."blockId", p."spaceNumber", p.side::text AS side, p."mapX", p."mapY", p."mapWidth", p."mapHeight", p."tableLayout", p."circleId"
    FROM "Placement" p JOIN "EventDay" d ON d.id = p."dayId" WHERE d."eventId" = $1 ORDER BY p.id`);
  const placements = allPlacements.filter((p): p is typeof p & { circleId: number } => p.circleId !== null);
  const empty = allPlacements.filter((p) => p.circleId === null);
  const works = await rows<Omit<WorkRow, 'circleIndex'> & { id: number; circleId: number }>(`
    SELECT w.id, w."circleId", w.title, w.size, w.pages, ${long('w.detail', 'detail')}, w."priceYen", w."priceText", w."isNew", w."isAdult", w."sortOrder"
    FROM "Work" w JOIN "Circle" c ON c.id = w."circleId" WHERE c."eventId" = $1 ORDER BY w."circleId", w."sortOrder", w.id`);
  const links = await rows<Omit<ShopLinkRow, 'circleIndex'> & { circleId: number }>(`
    SELECT s."circleId", s.kind::text AS kind, s."shopName", s.url FROM "ShopLink" s JOIN "Circle" c ON c.id = s."circleId" WHERE c."eventId" = $1 ORDER BY s.id`);
  const exhibitors = await rows<Omit<ExhibitorRow, 'hallIndex' | 'dayNumbers'> & { id: number; hallId: number; dayNumbers: number[] | null }>(`
    SELECT id, "boothNumber", name, "nameKana", overview, "productInfo", "publicUrl", "hallId", "boothCode", "dayNumbers", "mapX", "mapY", "mapWidth", "mapHeight",
      ${isoOf('"updatedAt"')} AS "updatedAt"
    FROM "Exhibitor" WHERE "eventId" = $1 ORDER BY id`);

  const index = (map: Map<number, number>, id: number) => {
    const found = map.get(id);
    if (found === undefined) throw new Error(`Row ${id} points outside event ${eventId}`);
    return found;
  };
  // The schema keeps no block rectangles: a block's is the bounding box of its spaces, as the map draws it.
  const blockRects = blocks.map(() => ({ left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity }));
  for (const p of allPlacements) {
    const rect = blockRects[index(blockIndex, p.blockId)];
    if (!rect) continue;
    rect.left = Math.min(rect.left, p.mapX);
    rect.top = Math.min(rect.top, p.mapY);
    rect.right = Math.max(rect.right, p.mapX + p.mapWidth);
    rect.bottom = Math.max(rect.bottom, p.mapY + p.mapHeight);
  }
  const cm = (value: number) => (Number.isFinite(value) ? Math.round(value * 100) / 100 : 0);

  return {
    eventId,
    data: {
      event,
      days: days.map(({ dayNumber, date }) => ({ dayNumber, date })),
      halls: halls.map(({ area, number, isCorporate, floor, mapX, mapY, mapWidth, mapHeight }) => ({ area, number, isCorporate, floor, mapX, mapY, mapWidth, mapHeight })),
      blocks: blocks.map((block, at) => {
        const rect = blockRects[at] ?? { left: 0, top: 0, right: 0, bottom: 0 };
        return { hallIndex: index(hallIndex, block.hallId), name: block.name, isWall: block.isWall, sortOrder: block.sortOrder, mapX: cm(rect.left), mapY: cm(rect.top), mapWidth: cm(rect.right - rect.left), mapHeight: cm(rect.bottom - rect.top) };
      }),
      placements: placements.map(({ dayId, blockId, circleId, ...rest }) => ({ ...rest, dayIndex: index(dayIndex, dayId), blockIndex: index(blockIndex, blockId), circleIndex: index(circleIndex, circleId) })),
      emptyDesks: empty.map(({ dayId, blockId, circleId, ...rest }) => {
        void circleId;
        return { ...rest, dayIndex: index(dayIndex, dayId), blockIndex: index(blockIndex, blockId) };
      }),
      genres: genres.map(({ code, nameEn, nameJa, nameZh }) => ({ code, nameEn, nameJa, nameZh })),
      circles: circles.map((row) => {
        const { id, genreId, withdrawn, ...rest } = row;
        void id;
        void withdrawn;
        return { ...rest, genreIndex: index(genreIndex, genreId) };
      }),
      works: works.map(({ circleId, title, size, pages, detail, priceYen, priceText, isNew, isAdult, sortOrder }) => ({ circleIndex: index(circleIndex, circleId), title, size, pages, detail, priceYen, priceText, isNew, isAdult, sortOrder })),
      shopLinks: links.map(({ circleId, ...rest }) => ({ ...rest, circleIndex: index(circleIndex, circleId) })),
      exhibitors: exhibitors.map((row) => {
        const { id, hallId, dayNumbers, ...rest } = row;
        void id;
        return { ...rest, dayNumbers: dayNumbers ?? [], hallIndex: index(hallIndex, hallId) };
      }),
    },
    ids: {
      days: days.map((day) => day.id), halls: halls.map((hall) => hall.id), blocks: blocks.map((block) => block.id), genres: genres.map((genre) => genre.id),
      circles: circles.map((circle) => circle.id), works: works.map((work) => work.id), exhibitors: exhibitors.map((exhibitor) => exhibitor.id),
    },
    withdrawn: circles.map((circle) => circle.withdrawn),
    digests,
  };
}
