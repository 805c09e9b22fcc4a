import 'server-only';
import { circleNameRomaji } from '@/lib/catalogue/name-romaji';
import { listedInCurrentEvent } from '@/lib/catalogue/listed-in-event';
import { db } from '@/lib/db';
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
