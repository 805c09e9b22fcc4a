import 'server-only';
import { db } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import type { AppLocale } from '@/lib/i18n/locales';
import { readCircleThumbnails } from './circle-thumbnails';
import { circleCutPath, versionedCutPath, boothCutPath } from './cut-image';
import { genreName, type CatalogueFacets } from './facets';
import { nameRomaji } from './name-romaji';
import { formatBoothSpace, formatPlacement, mergeSides } from './placement-text';
import { exhibitorIdOfRow } from './searchable-rows';
import type { HallArea } from './venue';

/**
 * One row of a result list, ready to render: every text already in the viewer's language. The same for
 * every viewer of a kind (adult or not); the member's own colour and memo are laid over it.
 */
export type ListRow = {
  key: string;
  href: string;
  circleId: number | null;
  name: string;
  /** The name's reading in romaji where the name is Japanese, else ''. */
  romaji: string;
  author: string;
  genre: string;
  placements: string[];
  hasNewWork: boolean;
  cashless: boolean;
  cutUrl: string;
  /** The images mode's picture: the circle's menu, else its first cover, that this kind of viewer may see; the organiser's alt text or ''. */
  thumb: { url: string; alt: string } | null;
  /** Booths: their number in the corporate list and overview. */
  boothNumber: number | null;
  summary: string;
};

type SpaceJson = { dayNumber: number; date: string; area: HallArea; block: string; spaceNumber: number; side: 'a' | 'b' };

type CircleRow = {
  id: number;
  wcid: number;
  name: string;
  reading: string;
  author: string;
  genreCode: number;
  cashless: boolean;
  updatedAt: Date;
  hasNewWork: boolean;
  spaces: SpaceJson[] | null;
};

type BoothRow = { id: number; name: string; nameKana: string; boothNumber: number; boothCode: string; overview: string; area: HallArea; updatedAt: Date };

/**
 * The page's circles in one round trip: names, genre, spaces and whether a work is new. Adult works do
 * not count as new for a viewer who may not see them.
 */
async function circleRows(ids: readonly number[], mayViewAdult: boolean): Promise<CircleRow[]> {
  const adultFilter = mayViewAdult ? Prisma.empty : Prisma.sql`AND NOT w."isAdult"`;
  return db.$queryRaw<CircleRow[]>`
    SELECT c.id, c.wcid, c.name, CASE WHEN c."nameKana" <> '' THEN c."nameKana" ELSE coalesce(c."nameReading", '') END AS reading, c.author, g.code AS "genreCode", c.cashless, c."updatedAt",
      EXISTS (SELECT 1 FROM "Work" w WHERE w."circleId" = c.id AND w."isNew" ${adultFilter}) AS "hasNewWork",
      (SELECT json_agg(json_build_object('dayNumber', d."dayNumber", 'date', d.date, 'area', h.area, 'block', b.name,
                                         'spaceNumber', p."spaceNumber", 'side', p.side)
                       ORDER BY d."dayNumber", h.area, b."sortOrder", p."spaceNumber", p.side)
         FROM "Placement" p JOIN "EventDay" d ON d.id = p."dayId" JOIN "Block" b ON b.id = p."blockId"
         JOIN "Hall" h ON h.id = b."hallId" WHERE p."circleId" = c.id) AS spaces
    FROM "Circle" c
    JOIN "Genre" g ON g.id = c."genreId"
    WHERE c.id = ANY(${[...ids]}::int[])`;
}

async function boothRows(exhibitorIds: readonly number[]): Promise<BoothRow[]> {
  return db.$queryRaw<BoothRow[]>`
    SELECT x.id, x.name, x."nameKana", x."boothNumber", x."boothCode", x.overview, h.area::text AS area, x."updatedAt"
    FROM "Exhibitor" x JOIN "Hall" h ON h.id = x."hallId"
    WHERE x.id = ANY(${[...exhibitorIds]}::int[])`;
}

function circleListRow(row: CircleRow, locale: AppLocale, genres: ReadonlyMap<number, string>): ListRow {
  return {
    key: `c${row.id}`,
    href: `/circle/${row.id}`,
    circleId: row.id,
    name: row.name,
    romaji: nameRomaji(row.name, row.reading),
    author: row.author,
    genre: genres.get(row.genreCode) ?? String(row.genreCode),
    placements: mergeSides(row.spaces ?? []).map((space) => formatPlacement(locale, new Date(space.date), space)),
    hasNewWork: row.hasNewWork,
    cashless: row.cashless,
    cutUrl: versionedCutPath(circleCutPath(row.wcid), row.updatedAt),
    thumb: null,
    boothNumber: null,
    summary: '',
  };
}

function boothListRow(row: BoothRow, locale: AppLocale): ListRow {
  return {
    key: `b${row.id}`,
    href: `/booth/${row.id}`,
    circleId: null,
    name: row.name,
    romaji: nameRomaji(row.name, row.nameKana),
    author: '',
    genre: '',
    placements: [formatBoothSpace(locale, row.area, row.boothCode)],
    hasNewWork: false,
    cashless: false,
    cutUrl: versionedCutPath(boothCutPath(row.id), row.updatedAt),
    thumb: null,
    boothNumber: row.boothNumber,
    summary: row.overview,
  };
}

/** The rows for index hits, in the order of the hits. */
export async function loadListRows(
  rowIds: readonly number[],
  viewer: { mayViewAdult: boolean },
  locale: AppLocale,
  facets: CatalogueFacets,
): Promise<ListRow[]> {
  const circleIds = rowIds.filter((id) => id > 0);
  const exhibitorIds = rowIds.filter((id) => id < 0).map(exhibitorIdOfRow);
  const [circles, booths, thumbs] = await Promise.all([
    circleIds.length > 0 ? circleRows(circleIds, viewer.mayViewAdult) : [],
    exhibitorIds.length > 0 ? boothRows(exhibitorIds) : [],
    readCircleThumbnails(db, circleIds, { adult: viewer.mayViewAdult }, locale, 'menu-or-cover'),
  ]);
  const genres = new Map(facets.genres.map((genre) => [genre.code, genreName(genre, locale)]));
  const byId = new Map<number, ListRow>();
  for (const row of circles) {
    const thumb = thumbs.get(row.id);
    byId.set(row.id, { ...circleListRow(row, locale, genres), thumb: thumb ? { url: thumb.thumbUrl, alt: thumb.alt } : null });
  }
  for (const row of booths) byId.set(-row.id, boothListRow(row, locale));
  // A row deleted since the index last looked is skipped rather than shown empty.
  return rowIds.flatMap((id) => byId.get(id) ?? []);
}
