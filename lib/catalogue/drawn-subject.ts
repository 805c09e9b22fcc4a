import type { PrismaClient } from '@/lib/db/client';
import type { CatalogueImageKind } from '@/lib/generated/prisma/client';
import type { DrawnSubject } from './drawn-image';

const HEADINGS: Readonly<Record<CatalogueImageKind, string>> = { MENU: 'お品書き', ANNOUNCEMENT: 'お知らせ', COVER: '', BANNER: 'Corporate booth' };

type DrawnOwner = {
  id: number;
  kind: CatalogueImageKind;
  circle: { id: number; wcid: number; name: string } | null;
  work: { title: string } | null;
  exhibitor: { name: string } | null;
};

/** What a drawn demo image shows, from its owner's rows; a menu lists the works the viewer may see. */
export async function drawnSubject(client: PrismaClient, image: DrawnOwner, adult: boolean): Promise<DrawnSubject> {
  const name = image.exhibitor?.name ?? image.circle?.name ?? '';
  if (image.kind !== 'MENU' || !image.circle) return { kind: image.kind, seed: image.id, heading: image.work?.title ?? HEADINGS[image.kind], name, items: [] };
  const works = await client.work.findMany({
    where: { circleId: image.circle.id, ...(adult ? {} : { isAdult: false }) },
    select: { title: true, priceYen: true, priceText: true, isNew: true },
    orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
    take: 8,
  });
  const items = works.map((work) => ({ title: work.title, isNew: work.isNew, price: work.priceText || (work.priceYen === null ? '' : `${work.priceYen}円`) }));
  return { kind: 'MENU', seed: image.circle.wcid, heading: HEADINGS.MENU, name, items };
}
