import type { PrismaClient } from '@/lib/db/client';
import type { AppLocale } from '@/lib/i18n/locales';
import { viewableImageWhere, type ImageViewer } from './image-access';
import { shownImage, shownImageSelect, type ShownImage } from './shown-image';

/** What a circle's page shows of its images: the menu first, announcements, and each work's covers. */
export type CircleImages = { menus: ShownImage[]; announcements: ShownImage[]; covers: ReadonlyMap<number, ShownImage[]> };

const order = [{ position: 'asc' }, { id: 'asc' }] as const;

/** The circle's images this viewer may be sent (image-access.ts), in the organiser's order. */
export async function readCircleImages(client: PrismaClient, circleId: number, viewer: ImageViewer, locale: AppLocale): Promise<CircleImages> {
  const rows = await client.catalogueImage.findMany({
    where: { AND: [viewableImageWhere(viewer), { circleId }] },
    select: { ...shownImageSelect, kind: true, workId: true },
    orderBy: [...order],
  });
  const covers = new Map<number, ShownImage[]>();
  for (const row of rows) {
    if (row.kind !== 'COVER' || row.workId === null) continue;
    covers.set(row.workId, [...(covers.get(row.workId) ?? []), shownImage(row, locale)]);
  }
  return {
    menus: rows.filter((row) => row.kind === 'MENU').map((row) => shownImage(row, locale)),
    announcements: rows.filter((row) => row.kind === 'ANNOUNCEMENT').map((row) => shownImage(row, locale)),
    covers,
  };
}

/** A corporate booth's banners this viewer may see. */
export async function readBoothBanners(client: PrismaClient, exhibitorId: number, viewer: ImageViewer, locale: AppLocale): Promise<ShownImage[]> {
  const rows = await client.catalogueImage.findMany({
    where: { AND: [viewableImageWhere(viewer), { exhibitorId, kind: 'BANNER' }] },
    select: shownImageSelect,
    orderBy: [...order],
  });
  return rows.map((row) => shownImage(row, locale));
}
