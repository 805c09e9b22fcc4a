import 'server-only';
import { readMenusOrCuts, type MenuOrCut } from '@/lib/catalogue/circle-thumbnails';
import type { ImageViewer } from '@/lib/catalogue/image-access';
import { circleNameRomaji } from '@/lib/catalogue/name-romaji';
import { listedInCurrentEvent } from '@/lib/catalogue/listed-in-event';
import { db } from '@/lib/db';
import type { AppLocale } from '@/lib/i18n/locales';
import { sortSpaces, type FavoriteEntry } from './favorite-list';
import { pixivUserId } from './pixiv';

/**
 * The user's favourites among the listed circles of the current event, with their spaces. Rows of
 * other events or of circles the organiser did not publish stay in the database and are not shown; a
 * circle a catalogue import withdrew is shown, marked, so that the member learns it will not be there.
 */
export async function loadFavorites(userId: string): Promise<FavoriteEntry[]> {
  const rows = await db.favorite.findMany({
    where: { userId, circle: listedInCurrentEvent() },
    select: {
      circleId: true,
      color: true,
      memo: true,
      circle: {
        select: {
          wcid: true,
          updatedAt: true,
          name: true,
          nameKana: true,
          nameReading: true,
          author: true,
          pixivUrl: true,
          withdrawnAt: true,
          placements: {
            select: {
              spaceNumber: true,
              side: true,
              day: { select: { dayNumber: true, date: true } },
              block: { select: { name: true, sortOrder: true, hall: { select: { area: true, number: true } } } },
            },
          },
        },
      },
    },
  });
  return rows.map((row) => ({
    circleId: row.circleId,
    wcid: row.circle.wcid,
    updatedAt: row.circle.updatedAt,
    name: row.circle.name,
    romaji: circleNameRomaji(row.circle),
    author: row.circle.author,
    color: row.color,
    memo: row.memo,
    pixivUserId: pixivUserId(row.circle.pixivUrl),
    withdrawn: row.circle.withdrawnAt !== null,
    spaces: sortSpaces(
      row.circle.placements.map((placement) => ({
        dayNumber: placement.day.dayNumber,
        date: placement.day.date,
        area: placement.block.hall.area,
        hallNumber: placement.block.hall.number,
        block: placement.block.name,
        blockOrder: placement.block.sortOrder,
        spaceNumber: placement.spaceNumber,
        side: placement.side,
      })),
    ),
  }));
}

/** Listed circles of the current event whose pixiv address names this pixiv user. */
export async function circlesForPixivUser(pixivId: string): Promise<{ id: number; name: string }[]> {
  const circles = await db.circle.findMany({
    where: { ...listedInCurrentEvent(), pixivUrl: { contains: pixivId } },
    select: { id: true, name: true, pixivUrl: true },
    take: 50,
  });
  return circles.filter((circle) => pixivUserId(circle.pixivUrl) === pixivId).map(({ id, name }) => ({ id, name }));
}

/** Each shown favourite's picture for its row: its menu this viewer may see, else its cut. */
export function loadFavoritePictures(entries: readonly FavoriteEntry[], viewer: ImageViewer, locale: AppLocale): Promise<Map<number, MenuOrCut>> {
  return readMenusOrCuts(db, entries.map((entry) => ({ id: entry.circleId, wcid: entry.wcid, updatedAt: entry.updatedAt })), viewer, locale);
}
