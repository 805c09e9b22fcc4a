// The favourites' images a device saves with the event days (lib/offline/server/favorite-images.ts):
// what the server lists and what the page chooses from it. Plain data, for the page and the server.

/** One file to save: its address, as the saved pages name it, and what it weighs. */
export type SavedImage = { url: string; bytes: number };

/** A favourite, the days it stands on, and its menus' and covers' files. */
export type FavoriteImages = { circleId: number; days: number[]; images: SavedImage[] };

export const FAVORITE_IMAGES_URL = '/api/offline/images';

/** What saving these days downloads of images: the favourites on them and their files. */
export function imagesForDays(favorites: readonly FavoriteImages[], days: readonly number[]): { favorites: number; images: SavedImage[]; bytes: number } {
  const chosen = favorites.filter((favorite) => favorite.days.some((day) => days.includes(day)));
  const images = chosen.flatMap((favorite) => favorite.images);
  return { favorites: chosen.length, images, bytes: images.reduce((sum, image) => sum + image.bytes, 0) };
}
