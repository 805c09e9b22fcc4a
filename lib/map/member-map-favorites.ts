import 'server-only';
import { db } from '@/lib/db';
import { loadMapFavorites, type MapFavorite } from './map-favorites';

/** The member's favourites and colour names from the app's database, for the map and print screens. */
export function loadMemberMapFavorites(userId: string): Promise<{ favorites: MapFavorite[]; labels: Map<number, string> }> {
  return loadMapFavorites(db, userId);
}
