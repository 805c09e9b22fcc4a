import type { PrismaClient } from '@/lib/db/client';
import type { AppLocale } from '@/lib/i18n/locales';
import { circleCutPath, versionedCutPath } from './cut-image';
import { viewableImageWhere, type ImageViewer } from './image-access';
import { shownImage, shownImageSelect, type ShownImage } from './shown-image';

// One picture per circle for the places that show many circles at once (the list's images mode, the map's
// popup, the favourites, the day's plan, print and group pages): the circle's first menu page, else,
// where the caller allows it, the first cover of its first work. Read under the one image rule
// (image-access.ts), so a viewer who may not see adult content never gets an adult image's address.

/** `menu`: menus only (the favourites and the plan fall back to the cut); `menu-or-cover`: a cover when there is no menu. */
type ThumbnailChoice = 'menu' | 'menu-or-cover';

type Candidate = { circleId: number | null; kind: string; position: number; work: { sortOrder: number } | null };

/** Menus before covers; a menu by its page, a cover by its work's place and then its own. */
const rank = (image: Candidate) => (image.kind === 'MENU' ? [0, image.position, 0] : [1, image.work?.sortOrder ?? 0, image.position]);

function firstOfEach<T extends Candidate>(rows: readonly T[]): Map<number, T> {
  const chosen = new Map<number, T>();
  for (const row of rows) {
    if (row.circleId === null) continue;
    const current = chosen.get(row.circleId);
    if (!current) {
      chosen.set(row.circleId, row);
      continue;
    }
    const [a, b] = [rank(row), rank(current)];
    const diff = a.map((value, index) => value - (b[index] ?? 0)).find((value) => value !== 0) ?? 0;
    if (diff < 0) chosen.set(row.circleId, row);
  }
  return chosen;
}

const kindsOf = (choice: ThumbnailChoice) => (choice === 'menu' ? (['MENU'] as const) : (['MENU', 'COVER'] as const));

/** Each given circle's picture this viewer may be sent, by circle id; circles without one are absent. */
export async function readCircleThumbnails(
  client: PrismaClient,
  circleIds: readonly number[],
  viewer: ImageViewer,
  locale: AppLocale,
  choice: ThumbnailChoice,
): Promise<Map<number, ShownImage>> {
  if (circleIds.length === 0) return new Map();
  const rows = await client.catalogueImage.findMany({
    where: { AND: [viewableImageWhere(viewer), { circleId: { in: [...circleIds] }, kind: { in: [...kindsOf(choice)] } }] },
    select: { ...shownImageSelect, circleId: true, kind: true, position: true, work: { select: { sortOrder: true } } },
  });
  return new Map([...firstOfEach(rows)].map(([circleId, row]) => [circleId, shownImage(row, locale)]));
}

/** The same for every circle of an event at once (the map's days), as addresses by circle id. */
export async function readEventThumbnailPaths(client: PrismaClient, eventId: number, viewer: ImageViewer): Promise<Map<number, string>> {
  const rows = await client.catalogueImage.findMany({
    where: { AND: [viewableImageWhere(viewer), { eventId, circleId: { not: null }, kind: { in: [...kindsOf('menu-or-cover')] } }] },
    select: { ...shownImageSelect, circleId: true, kind: true, position: true, work: { select: { sortOrder: true } } },
  });
  // The popup shows the thumbnail at a fixed size and names it itself: no alt text is sent with the day.
  return new Map([...firstOfEach(rows)].map(([circleId, row]) => [circleId, shownImage(row, 'en').thumbUrl]));
}

/** A circle's picture where a member's own circles are listed: its menu, else its cut. `alt` is the organiser's text or ''. */
export type MenuOrCut = { url: string; alt: string; menu: boolean };

/** The favourites' and the day plan's pictures: each circle's first menu page this viewer may see, else its cut. */
export async function readMenusOrCuts(
  client: PrismaClient,
  circles: readonly { id: number; wcid: number; updatedAt: Date }[],
  viewer: ImageViewer,
  locale: AppLocale,
): Promise<Map<number, MenuOrCut>> {
  const menus = await readCircleThumbnails(client, circles.map((circle) => circle.id), viewer, locale, 'menu');
  return new Map(
    circles.map((circle) => {
      const menu = menus.get(circle.id);
      return [circle.id, menu ? { url: menu.thumbUrl, alt: menu.alt, menu: true } : { url: versionedCutPath(circleCutPath(circle.wcid), circle.updatedAt), alt: '', menu: false }];
    }),
  );
}

/** Every menu page of each given circle this viewer may see, in the organiser's order: the cuts printout's menus option. */
export async function readCircleMenus(client: PrismaClient, circleIds: readonly number[], viewer: ImageViewer, locale: AppLocale): Promise<Map<number, ShownImage[]>> {
  if (circleIds.length === 0) return new Map();
  const rows = await client.catalogueImage.findMany({
    where: { AND: [viewableImageWhere(viewer), { circleId: { in: [...circleIds] }, kind: 'MENU' }] },
    select: { ...shownImageSelect, circleId: true },
    orderBy: [{ position: 'asc' }, { id: 'asc' }],
  });
  const menus = new Map<number, ShownImage[]>();
  for (const row of rows) {
    if (row.circleId !== null) menus.set(row.circleId, [...(menus.get(row.circleId) ?? []), shownImage(row, locale)]);
  }
  return menus;
}
