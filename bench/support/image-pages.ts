import { DRAWN_SIZES, drawnStorageKey } from '@/lib/catalogue/drawn-image';
import { viewableImageWhere } from '@/lib/catalogue/image-access';
import { LISTED_CIRCLE } from '@/lib/catalogue/listed-circles';
import { createPrismaClient } from '@/lib/db/client';

// bench:web's pages with delivered images (decision 040): a circle page showing six of them, and the
// circle list in the images mode. They write into the benchmark's own fresh database only.

const SIX = 6;

/**
 * A general circle whose page shows six images: the listed, non-adult circle with the most works, given
 * drawn covers (the demo's kind of image, drawn on request) for works that have none until its menu
 * pages, announcements and covers make six. Returns its id.
 */
export async function sixImageCircleId(databaseUrl: string, eventCode: string): Promise<number> {
  const client = createPrismaClient(databaseUrl, 2);
  try {
    const circle = await client.circle.findFirst({
      where: { ...LISTED_CIRCLE, isAdult: false, withdrawnAt: null, event: { code: eventCode } },
      orderBy: [{ works: { _count: 'desc' } }, { id: 'asc' }],
      select: { id: true, wcid: true, eventId: true, works: { where: { isAdult: false }, select: { id: true, sortOrder: true }, orderBy: { sortOrder: 'asc' } } },
    });
    if (!circle) throw new Error('The demo event has no listed general circle.');
    const shown = await client.catalogueImage.findMany({
      where: { AND: [viewableImageWhere({ adult: false }), { circleId: circle.id, kind: { in: ['MENU', 'ANNOUNCEMENT', 'COVER'] } }] },
      select: { workId: true },
    });
    const covered = new Set(shown.map((image) => image.workId));
    const missing = Math.max(0, SIX - shown.length);
    const works = circle.works.filter((work) => !covered.has(work.id)).slice(0, missing);
    if (works.length < missing) throw new Error(`Circle ${circle.id} has too few works for ${SIX} images.`);
    await client.catalogueImage.createMany({
      data: works.map((work) => {
        const owner = `${circle.wcid}/${work.sortOrder}`;
        const storageKey = drawnStorageKey('COVER', owner, 0);
        return { eventId: circle.eventId, owner, kind: 'COVER' as const, position: 0, circleId: circle.id, workId: work.id, contentHash: storageKey, storageKey, ...DRAWN_SIZES.COVER };
      }),
    });
    // The catalogue's version follows the circles' edit times: the page is made anew with its images.
    if (works.length > 0) await client.circle.update({ where: { id: circle.id }, data: { updatedAt: new Date() } });
    return circle.id;
  } finally {
    await client.$disconnect();
  }
}

/** Turns the images mode of the circle list on or off for the member who signs in (`email`). */
export async function setListImages(databaseUrl: string, email: string, showImages: boolean): Promise<void> {
  const client = createPrismaClient(databaseUrl, 1);
  try {
    const user = await client.user.findUniqueOrThrow({ where: { email }, select: { id: true } });
    await client.listDisplaySettings.upsert({ where: { userId: user.id }, create: { userId: user.id, showImages }, update: { showImages } });
  } finally {
    await client.$disconnect();
  }
}
