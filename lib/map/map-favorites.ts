import type { PrismaClient } from '@/lib/db/client';

/** A favourite: colour 1..18, or 0 for a memo without a check (which the map does not mark). */
export type MapFavorite = { circleId: number; color: number; memo: string };

/** The user's favourites and their own names for colours, in two small reads. */
export async function loadMapFavorites(client: PrismaClient, userId: string): Promise<{ favorites: MapFavorite[]; labels: Map<number, string> }> {
  const [favorites, labels] = await Promise.all([
    client.favorite.findMany({ where: { userId }, select: { circleId: true, color: true, memo: true } }),
    client.colorLabel.findMany({ where: { userId }, select: { color: true, label: true } }),
  ]);
  return { favorites, labels: new Map(labels.filter((label) => label.label.trim() !== '').map((label) => [label.color, label.label])) };
}
