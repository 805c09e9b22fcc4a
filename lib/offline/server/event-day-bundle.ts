import 'server-only';
import { getConfig } from '@/lib/config/get-config';
import type { PrismaClient } from '@/lib/db/client';
import { circleCutPath, versionedCutPath } from '@/lib/catalogue/cut-image';
import { LISTED_CIRCLE } from '@/lib/catalogue/listed-circles';
import type { DeviceFavorite } from '@/lib/offline/schemas';

export type EventDay = { dayNumber: number; date: string };

export type SavedFavorite = DeviceFavorite & { name: string; author: string; days: number[]; cutUrl: string };

/**
 * What a device needs to save the event days: the days, the user's favourites with their days and cuts,
 * and the groups the user goes with (their pages are saved too, so that a reload in the hall works).
 */
export type EventDayBundle = { days: EventDay[]; favorites: SavedFavorite[]; labels: { color: number; label: string }[]; groups: string[] };

export async function loadEventDayBundle(client: PrismaClient, userId: string, mayViewAdult: boolean): Promise<EventDayBundle> {
  const event = { code: getConfig().eventCode };
  const [days, favorites, labels, groups] = await Promise.all([
    client.eventDay.findMany({ where: { event }, select: { dayNumber: true, date: true }, orderBy: { dayNumber: 'asc' } }),
    client.favorite.findMany({
      where: { userId, circle: { event, ...LISTED_CIRCLE, ...(mayViewAdult ? {} : { isAdult: false }) } },
      select: {
        circleId: true,
        color: true,
        memo: true,
        colorUpdatedAt: true,
        memoUpdatedAt: true,
        circle: { select: { name: true, author: true, wcid: true, updatedAt: true, placements: { select: { day: { select: { dayNumber: true } } } } } },
      },
      orderBy: { circleId: 'asc' },
    }),
    client.colorLabel.findMany({ where: { userId }, select: { color: true, label: true }, orderBy: { color: 'asc' } }),
    client.groupMember.findMany({ where: { userId, group: { event } }, select: { groupId: true }, orderBy: { groupId: 'asc' } }),
  ]);
  return {
    days: days.map((day) => ({ dayNumber: day.dayNumber, date: day.date.toISOString().slice(0, 10) })),
    favorites: favorites.map(({ circle, ...favorite }) => ({
      circleId: favorite.circleId,
      color: favorite.color,
      memo: favorite.memo,
      colorUpdatedAt: favorite.colorUpdatedAt.getTime(),
      memoUpdatedAt: favorite.memoUpdatedAt.getTime(),
      name: circle.name,
      author: circle.author,
      days: [...new Set(circle.placements.map((placement) => placement.day.dayNumber))].sort((a, b) => a - b),
      cutUrl: versionedCutPath(circleCutPath(circle.wcid), circle.updatedAt),
    })),
    labels,
    groups: groups.map((membership) => membership.groupId),
  };
}
