import type { PrismaClient } from '@/lib/db/client';
import type { CatalogueImageKind } from '@/lib/generated/prisma/client';
import type { DrawnSubject } from './drawn-image';

const HEADINGS: Readonly<Record<CatalogueImageKind, string>> = { MENU: 'お品書き', ANNOUNCEMENT: 'お知らせ', COVER: '', BANNER: 'Corporate booth' };

export type DrawnOwner = {
  id: number;
  kind: CatalogueImageKind;
  circle: { id: number; wcid: number; name: string } | null;
  work: { title: string } | null;
  exhibitor: { name: string } | null;
};

type DrawnWork = { circleId: number; title: string; priceYen: number | null; priceText: string; isNew: boolean };

const MENU_ITEMS = 8;

const workFields = { circleId: true, title: true, priceYen: true, priceText: true, isNew: true } as const;

function subjectOf(image: DrawnOwner, works: readonly DrawnWork[]): DrawnSubject {
  const name = image.exhibitor?.name ?? image.circle?.name ?? '';
  if (image.kind !== 'MENU' || !image.circle) return { kind: image.kind, seed: image.id, heading: image.work?.title ?? HEADINGS[image.kind], name, items: [] };
  const items = works.slice(0, MENU_ITEMS).map((work) => ({ title: work.title, isNew: work.isNew, price: work.priceText || (work.priceYen === null ? '' : `${work.priceYen}円`) }));
  return { kind: 'MENU', seed: image.circle.wcid, heading: HEADINGS.MENU, name, items };
}

/** What a drawn demo image shows, from its owner's rows; a menu lists the works the viewer may see. */
export async function drawnSubject(client: PrismaClient, image: DrawnOwner, adult: boolean): Promise<DrawnSubject> {
  if (image.kind !== 'MENU' || !image.circle) return subjectOf(image, []);
  const works = await client.work.findMany({
    where: { circleId: image.circle.id, ...(adult ? {} : { isAdult: false }) },
    select: workFields,
    orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
    take: MENU_ITEMS,
  });
  return subjectOf(image, works);
}

/** The subjects of many drawn images in one read of their menus' works (an offline download's sizes). */
export async function drawnSubjects(client: PrismaClient, images: readonly DrawnOwner[], adult: boolean): Promise<Map<number, DrawnSubject>> {
  const menuCircles = [...new Set(images.flatMap((image) => (image.kind === 'MENU' && image.circle ? [image.circle.id] : [])))];
  const works = menuCircles.length === 0 ? [] : await client.work.findMany({
    where: { circleId: { in: menuCircles }, ...(adult ? {} : { isAdult: false }) },
    select: workFields,
    orderBy: [{ circleId: 'asc' }, { sortOrder: 'asc' }, { id: 'asc' }],
  });
  const byCircle = new Map<number, DrawnWork[]>();
  for (const work of works) byCircle.set(work.circleId, [...(byCircle.get(work.circleId) ?? []), work]);
  return new Map(images.map((image) => [image.id, subjectOf(image, image.circle ? (byCircle.get(image.circle.id) ?? []) : [])]));
}
