import type { PrismaClient } from '@/lib/db/client';
import { todayInJapan } from '@/lib/time/japan-time';
import type { ExportEncoding } from './encodings';
import { ChecklistError } from './errors';
import { exportChecklist, type ExportColorLabel, type ExportedChecklist, type ExportFavorite } from './export';
import { weekdayLabel, type HallArea } from './placement';
import { losesText, shiftJisLosses, type ShiftJisLosses } from './shift-jis-losses';

export interface UserExportRequest {
  userId: string;
  eventCode: string;
  encoding: ExportEncoding;
  programVersion: string;
  /** This catalogue's public origin: field 24 links each circle's page here. */
  origin: string;
  /** The member has seen what a Shift_JIS file would lose and wants it anyway. */
  allowLoss?: boolean;
  now?: Date;
}

export interface UserExport extends ExportedChecklist {
  fileName: string;
}

type FavoriteRow = {
  color: number;
  memo: string;
  id: number;
  circleNumber: number;
  catalogPage: number | null;
  cutIndex: number | null;
  name: string;
  nameKana: string;
  author: string;
  description: string;
  websiteUrl: string | null;
  xUrl: string | null;
  pixivUrl: string | null;
  updatedAt: Date;
  genreCode: number;
  title: string | null;
  date: Date | null;
  area: HallArea | null;
  block: string | null;
  spaceNumber: number | null;
  side: 'a' | 'b' | null;
  mapX: number | null;
  mapY: number | null;
  tableLayout: number | null;
};

/** The user's favourites of the event in placement order, each with its circle's first space and first work. */
async function favoriteRows(client: PrismaClient, userId: string, eventCode: string): Promise<FavoriteRow[]> {
  return client.$queryRaw<FavoriteRow[]>`
    SELECT f.color, f.memo, c.id, c."circleNumber", c."catalogPage", c."cutIndex", c.name, c."nameKana", c.author,
           c.description, c."websiteUrl", c."xUrl", c."pixivUrl", c."updatedAt", g.code AS "genreCode",
           (SELECT w.title FROM "Work" w WHERE w."circleId" = c.id ORDER BY w."sortOrder", w.id LIMIT 1) AS title,
           s.date, s.area, s.block, s."spaceNumber", s.side, s."mapX", s."mapY", s."tableLayout"
    FROM "Favorite" f
    JOIN "Circle" c ON c.id = f."circleId"
    JOIN "Event" e ON e.id = c."eventId"
    JOIN "Genre" g ON g.id = c."genreId"
    LEFT JOIN LATERAL (
      SELECT d.date, d."dayNumber", h.area::text AS area, b.name AS block, b."sortOrder", p."spaceNumber",
             p.side::text AS side, p."mapX", p."mapY", p."tableLayout"
      FROM "Placement" p JOIN "EventDay" d ON d.id = p."dayId" JOIN "Block" b ON b.id = p."blockId" JOIN "Hall" h ON h.id = b."hallId"
      WHERE p."circleId" = c.id
      ORDER BY d."dayNumber", b."sortOrder", p."spaceNumber", p.side LIMIT 1
    ) s ON true
    WHERE f."userId" = ${userId} AND e.code = ${eventCode}
    ORDER BY s."dayNumber" NULLS LAST, s."sortOrder", s."spaceNumber", s.side, c."circleNumber"`;
}

const round = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);

function toExportFavorite(row: FavoriteRow, origin: string): ExportFavorite {
  return {
    color: row.color,
    memo: row.memo,
    circle: {
      circleNumber: row.circleNumber,
      catalogPage: row.catalogPage,
      cutIndex: row.cutIndex,
      day: row.date === null ? '' : weekdayLabel(row.date),
      // A circle without a space (it lost the lottery after being favourited) keeps its record.
      area: row.area ?? 'EAST',
      block: row.block ?? '',
      spaceNumber: row.spaceNumber ?? 0,
      side: row.side ?? 'a',
      genreCode: row.genreCode,
      name: row.name,
      nameKana: row.nameKana,
      author: row.author,
      publicationTitle: row.title ?? '',
      url: row.websiteUrl,
      description: row.description,
      mapX: round(row.mapX),
      mapY: round(row.mapY),
      tableLayout: row.tableLayout,
      updateInfo: row.updatedAt.toISOString(),
      // The circle's page is addressed by the catalogue's own id, not by the web catalogue's.
      webCatalogueUrl: `${origin}/circle/${row.id}`,
      circleSiteUrl: row.websiteUrl,
      xUrl: row.xUrl,
      pixivUrl: row.pixivUrl,
    },
  };
}

/** `checklist-C999-20261230.csv`, with `-sjis` for Shift_JIS, dated in Japan's time zone. */
export function exportFileName(eventCode: string, encoding: ExportEncoding, now: Date): string {
  const date = todayInJapan(now).replaceAll('-', '');
  return `checklist-${eventCode}-${date}${encoding === 'shift_jis' ? '-sjis' : ''}.csv`;
}

async function exportContent(
  client: PrismaClient,
  request: Pick<UserExportRequest, 'userId' | 'eventCode' | 'origin'>,
): Promise<{ favorites: ExportFavorite[]; labels: ExportColorLabel[] }> {
  const [rows, labels] = await Promise.all([
    favoriteRows(client, request.userId, request.eventCode),
    client.colorLabel.findMany({ where: { userId: request.userId }, select: { color: true, label: true } }),
  ]);
  const favorites = rows.map((row) => toExportFavorite(row, request.origin));
  // Only the colours the file writes: a label of an unused colour is not in the export.
  const used = new Set(favorites.map((favorite) => favorite.color));
  return { favorites, labels: labels.filter((label) => used.has(label.color)) };
}

/** What a Shift_JIS export of the user's favourites would write as `?`, for the member to see first. */
export async function userShiftJisLosses(
  client: PrismaClient,
  request: Pick<UserExportRequest, 'userId' | 'eventCode' | 'origin'>,
): Promise<ShiftJisLosses> {
  const { favorites, labels } = await exportContent(client, request);
  return shiftJisLosses(favorites, labels);
}

/**
 * The user's favourites and colour labels of the event as a checklist file. A Shift_JIS file that
 * would lose characters is refused unless the member has seen the losses and asked for it anyway.
 */
export async function exportUserChecklist(client: PrismaClient, request: UserExportRequest): Promise<UserExport> {
  const { favorites, labels } = await exportContent(client, request);
  if (request.encoding === 'shift_jis' && request.allowLoss !== true && losesText(shiftJisLosses(favorites, labels))) {
    throw new ChecklistError('shiftJisLoss');
  }
  const exported = exportChecklist(favorites, {
    eventCode: request.eventCode, programVersion: request.programVersion, encoding: request.encoding, colorLabels: labels,
  });
  return { ...exported, fileName: exportFileName(request.eventCode, request.encoding, request.now ?? new Date()) };
}
