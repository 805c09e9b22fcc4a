import { isDrawnKey, renderDrawnImageSvg } from '@/lib/catalogue/drawn-image';
import { drawnSubjects } from '@/lib/catalogue/drawn-subject';
import { viewableImageWhere, type ImageViewer } from '@/lib/catalogue/image-access';
import { catalogueImagePath, type ImageSize } from '@/lib/catalogue/image-path';
import { LISTED_CIRCLE } from '@/lib/catalogue/listed-circles';
import type { CutStore } from '@/lib/cut-images/cut-store';
import { answeringVariantKeys } from '@/lib/cut-images/prepare-image';
import type { PrismaClient } from '@/lib/db/client';
import type { FavoriteImages, SavedImage } from '@/lib/offline/saved-images';

// What the device saves of the favourites' delivered images with the event days (decision 040): each
// menu and cover at thumbnail size, and the menus' offline rendition too (1,024 px, a quarter of the full
// size's bytes), so that the saved circle page shows them and the viewer opens a menu offline (the worker
// answers its full-size request with the rendition). The list is made here, with the one age rule
// (`viewableImageWhere`), so a member who may not see adult content is never told an adult image's
// address, let alone sent it; each address comes with its size, so the panel states the download first.
// No `server-only`: bench:offline-images measures what the demo members' lists weigh.

type ListedImage = {
  id: number;
  kind: 'MENU' | 'COVER';
  storageKey: string;
  fullPending: boolean;
  updatedAt: Date;
  circleId: number;
  circle: { id: number; wcid: number; name: string };
  work: { title: string } | null;
};

// A stored file's key names its content (decision 033), so its size never changes: asked once per process.
const storedSizes = new Map<string, Promise<number | null>>();

function storedSize(store: CutStore, key: string): Promise<number | null> {
  let size = storedSizes.get(key);
  if (!size) {
    size = store.size(key).catch((error: unknown) => {
      storedSizes.delete(key);
      throw error;
    });
    storedSizes.set(key, size);
  }
  return size;
}

// A menu whose offline rendition is not made yet (image-full-size.ts) is saved as what exists, its thumbnail.
const sizesOf = (image: ListedImage): ImageSize[] => (image.kind === 'MENU' && !image.fullPending ? ['thumb', 'offline'] : ['thumb']);

/** The size of what the address of `size` answers with, as the image route picks it (`answeringVariantKeys`). */
async function answeredSize(store: CutStore, storageKey: string, size: ImageSize): Promise<number | null> {
  for (const key of answeringVariantKeys(storageKey, size)) {
    const bytes = await storedSize(store, key);
    if (bytes !== null) return bytes;
  }
  return null;
}

async function imageFiles(client: PrismaClient, images: readonly ListedImage[], viewer: ImageViewer, store: CutStore): Promise<Map<number, SavedImage[]>> {
  // The demo event's images are drawn on request (lib/catalogue/drawn-image.ts): one drawing serves both sizes.
  const drawn = images.filter((image) => isDrawnKey(image.storageKey));
  const subjects = await drawnSubjects(client, drawn.map((image) => ({ ...image, exhibitor: null })), viewer.adult);
  const files = new Map<number, SavedImage[]>();
  await Promise.all(
    images.map(async (image) => {
      const subject = subjects.get(image.id);
      const saved = await Promise.all(
        sizesOf(image).map(async (size): Promise<SavedImage | null> => {
          const bytes = subject ? Buffer.byteLength(renderDrawnImageSvg(subject)) : await answeredSize(store, image.storageKey, size);
          // A file missing from the store would be answered with an error: it is not offered.
          return bytes === null ? null : { url: catalogueImagePath(image.id, size, image.updatedAt), bytes };
        }),
      );
      files.set(image.id, saved.filter((file) => file !== null));
    }),
  );
  return files;
}

/** The member's favourites of the current event with their days, each with the image files the device may save for it. */
export async function loadFavoriteImages(client: PrismaClient, userId: string, eventCode: string, viewer: ImageViewer, store: CutStore): Promise<FavoriteImages[]> {
  const event = { code: eventCode };
  const [favorites, images] = await Promise.all([
    client.favorite.findMany({
      where: { userId, circle: { event, ...LISTED_CIRCLE, ...(viewer.adult ? {} : { isAdult: false }) } },
      select: { circleId: true, circle: { select: { placements: { select: { day: { select: { dayNumber: true } } } } } } },
      orderBy: { circleId: 'asc' },
    }),
    client.catalogueImage.findMany({
      where: { AND: [viewableImageWhere(viewer), { event, kind: { in: ['MENU', 'COVER'] }, circle: { favorites: { some: { userId } } } }] },
      select: { id: true, kind: true, storageKey: true, fullPending: true, updatedAt: true, circleId: true, circle: { select: { id: true, wcid: true, name: true } }, work: { select: { title: true } } },
      orderBy: [{ kind: 'asc' }, { position: 'asc' }, { id: 'asc' }],
    }),
  ]);
  const listed = images.flatMap((image) => (image.circleId !== null && image.circle && image.kind !== 'ANNOUNCEMENT' && image.kind !== 'BANNER' ? [{ ...image, kind: image.kind, circleId: image.circleId, circle: image.circle }] : []));
  const files = await imageFiles(client, listed, viewer, store);
  return favorites.map((favorite) => ({
    circleId: favorite.circleId,
    days: [...new Set(favorite.circle.placements.map((placement) => placement.day.dayNumber))].sort((a, b) => a - b),
    images: listed.filter((image) => image.circleId === favorite.circleId).flatMap((image) => files.get(image.id) ?? []),
  }));
}
