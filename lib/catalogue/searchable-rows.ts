import type { PrismaClient } from '@/lib/db/client';
import { Prisma } from '@/lib/generated/prisma/client';
import type { SearchableCircle, SearchPlacement } from '@/lib/search';
import { VISIBLE_CIRCLE } from './listed-circles';
import { blockKey, hallKey, spaceOrder, type HallArea, type PlacedSpace } from './venue';

// Reads the rows of the search index straight from PostgreSQL: a handful of flat queries joined in
// memory, instead of Prisma's nested reads, which would issue one query per relation and build an
// object per work. No `server-only` here: the benchmark scripts load the index too.

/** Corporate booths share the index with circles; their ids are the negated exhibitor ids. */
export const boothRowId = (exhibitorId: number) => -exhibitorId;
export const exhibitorIdOfRow = (rowId: number) => -rowId;

export type LoadedRows = {
  rows: SearchableCircle[];
  /** Row id → space numbers, for the space filter, which the index does not hold. */
  spaces: Map<number, number[]>;
};

type CircleRow = {
  id: number;
  wcid: number;
  name: string;
  nameKana: string;
  author: string;
  authorKana: string;
  description: string;
  genreCode: number;
  cashless: boolean;
  isAdult: boolean;
  updatedAt: Date;
  titles: string[] | null;
  titleReadings: string[] | null;
  translated: string | null;
};

type PlacementRow = PlacedSpace & { circleId: number };

type ExhibitorRow = {
  id: number;
  name: string;
  nameKana: string;
  overview: string;
  productInfo: string;
  boothNumber: number;
  updatedAt: Date;
  area: HallArea;
  hallNumber: number;
  /** Empty: every day of the event. */
  dayNumbers: number[] | null;
  translated: string | null;
};

/**
 * Works marked adult are searchable only in circles that are adult as a whole: those are hidden from
 * users who may not see adult content, while a general circle's adult title would otherwise let them
 * find it by a title they are not shown. A name or author without kana of its own is searched by its
 * derived reading (see fill-readings.ts).
 */
const hashOf = (column: string) => Prisma.raw(`encode(sha256(convert_to(${column}, 'UTF8')), 'hex')`);

// The translations a circle's texts have (decision 042): its own and the machine's, both languages, so
// that a visitor finds 百合 by "yuri" whatever language the page is in. Stored by the source's hash.
// Joined in byte order (COLLATE "C", whatever the database's collation): the rows' own order is the
// tables' physical order, which an export and import (or a vacuum) changes, and the same catalogue must
// give the same rows.
const translatedTexts = Prisma.sql`
  SELECT string_agg(x.text, ' ' ORDER BY x.text COLLATE "C") AS translated FROM (
    SELECT unnest(ARRAY[c."descriptionEn", c."descriptionZh", c."supplementEn", c."supplementZh"]) AS text
    UNION ALL SELECT t.text FROM "TextTranslation" t WHERE t."sourceHash" IN (${hashOf('c.description')}, ${hashOf('c."supplementComment"')})
    UNION ALL SELECT unnest(ARRAY[wt."titleEn", wt."titleZh", wt."detailEn", wt."detailZh"]) FROM "Work" wt WHERE wt."circleId" = c.id AND (c."isAdult" OR NOT wt."isAdult")
    UNION ALL SELECT t.text FROM "Work" wt JOIN "TextTranslation" t ON t."sourceHash" IN (${hashOf('wt.title')}, ${hashOf('wt.detail')})
      WHERE wt."circleId" = c.id AND (c."isAdult" OR NOT wt."isAdult")
  ) x WHERE x.text <> ''`;

async function circleRows(client: PrismaClient, eventId: number, where: Prisma.Sql): Promise<CircleRow[]> {
  return client.$queryRaw<CircleRow[]>`
    SELECT c.id, c.wcid, c.name, c.author, c.description, g.code AS "genreCode", c.cashless, c."isAdult", c."updatedAt",
           CASE WHEN c."nameKana" <> '' THEN c."nameKana" ELSE coalesce(c."nameReading", '') END AS "nameKana",
           CASE WHEN c."authorKana" <> '' THEN c."authorKana" ELSE coalesce(c."authorReading", '') END AS "authorKana",
           w.titles, w."titleReadings", tr.translated
    FROM "Circle" c JOIN "Genre" g ON g.id = c."genreId"
    LEFT JOIN LATERAL (
      SELECT array_agg(w.title ORDER BY w."sortOrder", w.id) AS titles,
             array_agg(coalesce(w."titleReading", '') ORDER BY w."sortOrder", w.id) AS "titleReadings"
      FROM "Work" w WHERE w."circleId" = c.id AND (c."isAdult" OR NOT w."isAdult")) w ON TRUE
    LEFT JOIN LATERAL (${translatedTexts}) tr ON TRUE
    WHERE c."eventId" = ${eventId} AND ${where}`;
}

async function placementRows(client: PrismaClient, eventId: number, circleIds: readonly number[] | null): Promise<PlacementRow[]> {
  const only = circleIds === null ? Prisma.empty : Prisma.sql`AND p."circleId" = ANY(${[...circleIds]}::int[])`;
  return client.$queryRaw<PlacementRow[]>`
    SELECT p."circleId", d."dayNumber", h.area::text AS area, h.number AS "hallNumber", b.name AS block,
           b."sortOrder" AS "blockOrder", p."spaceNumber", p.side::text AS side
    FROM "Placement" p
    JOIN "EventDay" d ON d.id = p."dayId"
    JOIN "Block" b ON b.id = p."blockId"
    JOIN "Hall" h ON h.id = b."hallId"
    WHERE d."eventId" = ${eventId} AND p."circleId" IS NOT NULL ${only}`;
}

async function exhibitorRows(client: PrismaClient, eventId: number, where: Prisma.Sql): Promise<ExhibitorRow[]> {
  return client.$queryRaw<ExhibitorRow[]>`
    SELECT x.id, x.name, x."nameKana", x.overview, x."productInfo", x."boothNumber", x."updatedAt", x."dayNumbers",
           h.area::text AS area, h.number AS "hallNumber",
           (SELECT string_agg(y.text, ' ' ORDER BY y.text COLLATE "C") FROM (
              SELECT unnest(ARRAY[x."overviewEn", x."overviewZh", x."productInfoEn", x."productInfoZh"]) AS text
              UNION ALL SELECT t.text FROM "TextTranslation" t WHERE t."sourceHash" IN (${hashOf('x.overview')}, ${hashOf('x."productInfo"')})
            ) y WHERE y.text <> '') AS translated
    FROM "Exhibitor" x JOIN "Hall" h ON h.id = x."hallId"
    WHERE x."eventId" = ${eventId} AND ${where}`;
}

async function dayNumbers(client: PrismaClient, eventId: number): Promise<number[]> {
  const rows = await client.$queryRaw<{ dayNumber: number }[]>`
    SELECT "dayNumber" FROM "EventDay" WHERE "eventId" = ${eventId} ORDER BY "dayNumber"`;
  return rows.map((row) => row.dayNumber);
}

function toPlacement(row: PlacementRow): SearchPlacement {
  return {
    day: row.dayNumber,
    hall: hallKey(row.area, row.hallNumber),
    block: blockKey(row.area, row.block),
    order: spaceOrder({ day: row.dayNumber, area: row.area, hallNumber: row.hallNumber, blockSortOrder: row.blockOrder, spaceNumber: row.spaceNumber, side: row.side }),
  };
}

function circleRow(row: CircleRow, placements: readonly SearchPlacement[]): SearchableCircle {
  return {
    id: row.id,
    wcid: row.wcid,
    isBooth: false,
    name: row.name,
    nameKana: row.nameKana,
    author: row.author,
    authorKana: row.authorKana,
    workTitles: row.titles ?? [],
    workReadings: row.titleReadings ?? [],
    description: row.description,
    ...(row.translated ? { translatedText: row.translated } : {}),
    genreCode: row.genreCode,
    cashless: row.cashless,
    isAdult: row.isAdult,
    updatedAt: row.updatedAt.getTime(),
    placements,
  };
}

/** A booth stands on its days (every day of the event unless it names some), ordered by its number after the circles of its hall. */
function boothRow(row: ExhibitorRow, days: readonly number[]): SearchableCircle {
  const hall = hallKey(row.area, row.hallNumber);
  return {
    id: boothRowId(row.id),
    wcid: 0,
    isBooth: true,
    name: row.name,
    nameKana: row.nameKana,
    author: '',
    authorKana: '',
    workTitles: [],
    description: row.productInfo === '' ? row.overview : `${row.overview}\n${row.productInfo}`,
    ...(row.translated ? { translatedText: row.translated } : {}),
    genreCode: 0,
    cashless: false,
    isAdult: false,
    updatedAt: row.updatedAt.getTime(),
    placements: days.filter((day) => !row.dayNumbers?.length || row.dayNumbers.includes(day)).map((day) => ({
      day,
      hall,
      block: '',
      order: spaceOrder({ day, area: row.area, hallNumber: row.hallNumber, blockSortOrder: 1023, spaceNumber: row.boothNumber, side: 'a' }),
    })),
  };
}

function assemble(circles: readonly CircleRow[], placements: readonly PlacementRow[], exhibitors: readonly ExhibitorRow[], days: readonly number[]): LoadedRows {
  const byCircle = new Map<number, SearchPlacement[]>();
  const spaces = new Map<number, number[]>();
  for (const row of placements) {
    let list = byCircle.get(row.circleId);
    if (list === undefined) {
      list = [];
      byCircle.set(row.circleId, list);
      spaces.set(row.circleId, []);
    }
    list.push(toPlacement(row));
    spaces.get(row.circleId)?.push(row.spaceNumber);
  }
  const rows: SearchableCircle[] = circles.map((circle) => circleRow(circle, byCircle.get(circle.id) ?? []));
  for (const exhibitor of exhibitors) rows.push(boothRow(exhibitor, days));
  return { rows, spaces };
}

/** Every listed circle and booth of the event. */
export async function loadSearchableRows(client: PrismaClient, eventId: number): Promise<LoadedRows> {
  const [circles, placements, exhibitors, days] = await Promise.all([
    circleRows(client, eventId, VISIBLE_CIRCLE),
    placementRows(client, eventId, null),
    exhibitorRows(client, eventId, Prisma.sql`TRUE`),
    dayNumbers(client, eventId),
  ]);
  return assemble(circles, placements, exhibitors, days);
}

/** The listed circles and the booths with these ids (circle ids positive, booth rows negative). */
export async function loadRowsById(client: PrismaClient, eventId: number, rowIds: readonly number[]): Promise<LoadedRows> {
  const circleIds = rowIds.filter((id) => id > 0);
  const exhibitorIds = rowIds.filter((id) => id < 0).map(exhibitorIdOfRow);
  const [circles, placements, exhibitors, days] = await Promise.all([
    circleIds.length > 0 ? circleRows(client, eventId, Prisma.sql`${VISIBLE_CIRCLE} AND c.id = ANY(${circleIds}::int[])`) : [],
    circleIds.length > 0 ? placementRows(client, eventId, circleIds) : [],
    exhibitorIds.length > 0 ? exhibitorRows(client, eventId, Prisma.sql`x.id = ANY(${exhibitorIds}::int[])`) : [],
    dayNumbers(client, eventId),
  ]);
  return assemble(circles, placements, exhibitors, days);
}

/** Row id → last edit (epoch ms) of every listed circle and every booth: what the index is compared with. */
export async function loadRowVersions(client: PrismaClient, eventId: number): Promise<Map<number, number>> {
  const rows = await client.$queryRaw<{ id: number; updatedAt: Date }[]>`
    SELECT c.id, c."updatedAt" FROM "Circle" c WHERE c."eventId" = ${eventId} AND ${VISIBLE_CIRCLE}
    UNION ALL
    SELECT -x.id, x."updatedAt" FROM "Exhibitor" x WHERE x."eventId" = ${eventId}`;
  return new Map(rows.map((row) => [row.id, row.updatedAt.getTime()]));
}
