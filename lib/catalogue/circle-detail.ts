import 'server-only';
import { listedInCurrentEvent } from './listed-in-event';
import { db } from '@/lib/db';
import type { AppLocale } from '@/lib/i18n/locales';
import { circleCutPath, versionedCutPath } from './cut-image';
import { circleMapLink } from './map-link';
import type { DetailImage, DetailWork } from './detail-types';
import type { ShopKind } from '@/lib/generated/prisma/client';
import { formatPlacement, mergeSides } from './placement-text';
import { cataloguePages, viewerKind } from './page-cache';
import { circleNameReading, circleNameRomaji } from './name-romaji';
import { genreText, type CirclePage } from './circle-page';
import { genreName } from './facets';
import { hallKey } from './venue';
import type { CatalogueViewer } from './viewer';
import { ownText, shownText, type ShownText } from './shown-text';
import { storedTranslations } from './stored-translations';
import { readCircleImages } from './read-images';
import type { ShownImage } from './shown-image';

// Image kinds (see `kind` in prisma/schema.prisma) that announce what a circle brings: promotional images, covers and the
// new-work images taken from outside sites.
const ANNOUNCEMENT_KINDS = [3, 4, 107, 108, 109, 110, 111];

export type CircleDetail = {
  id: number;
  wcid: number;
  name: string;
  nameKana: string;
  /** The name's kana, else the reading of the organiser's files: what the search reads. */
  reading: string;
  /** The name's reading in romaji where the name is Japanese, else ''. */
  nameRomaji: string;
  author: string;
  genre: { code: number; nameEn: string; nameJa: string; nameZh: string };
  /** The description and supplement in the reader's language (decision 042). */
  description: ShownText;
  supplementComment: ShownText;
  cashless: boolean;
  cutUrl: string;
  placements: { text: string; mapHref: string }[];
  images: DetailImage[];
  /** The organiser's images (images.csv, decision 040) this viewer may see: the menu first, then announcements. */
  menus: ShownImage[];
  announcements: ShownImage[];
  works: (DetailWork & { covers: ShownImage[]; shownTitle: ShownText; shownDetail: ShownText })[];
  shopLinks: { kind: ShopKind; shopName: string; url: string }[];
  links: { websiteUrl: string | null; pixivUrl: string | null; xUrl: string | null };
  updatedAt: Date;
};

const imageSelect = { url: true, width: true, height: true } as const;

/** The circle `id` if it is listed in the current event's catalogue for this viewer. */
function listedCircle(id: number, viewer: Pick<CatalogueViewer, 'mayViewAdult'>) {
  return { id, ...listedInCurrentEvent(), ...(viewer.mayViewAdult ? {} : { isAdult: false }) } as const;
}

/**
 * A listed circle of the current event as its detail page shows it, or null: the same for every viewer
 * of a kind (the member's favourite is laid over it). Adult content is for members of 18 or over who opted in: a viewer
 * who may not see it gets no adult circle, no adult work and no image of one.
 */
export async function findCircleDetail(id: number, viewer: Pick<CatalogueViewer, 'mayViewAdult'>, locale: AppLocale): Promise<CircleDetail | null> {
  const adult = viewer.mayViewAdult ? {} : { isAdult: false };
  const circle = await db.circle.findFirst({
    where: listedCircle(id, viewer),
    include: {
      genre: { select: { code: true, nameEn: true, nameJa: true, nameZh: true } },
      placements: {
        select: { spaceNumber: true, side: true, day: { select: { dayNumber: true, date: true } }, block: { select: { name: true, sortOrder: true, hall: { select: { area: true, number: true } } } } },
      },
      works: { where: adult, orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }], include: { images: { select: imageSelect, orderBy: { id: 'asc' } } } },
      images: {
        where: { kind: { in: ANNOUNCEMENT_KINDS }, ...(viewer.mayViewAdult ? {} : { OR: [{ workId: null }, { work: { isAdult: false } }] }) },
        select: imageSelect,
        orderBy: { id: 'asc' },
      },
      shopLinks: { select: { kind: true, shopName: true, url: true }, orderBy: { id: 'asc' } },
    },
  });
  if (!circle) return null;
  const machine = await storedTranslations([circle.description, circle.supplementComment, ...circle.works.flatMap((work) => [work.title, work.detail])], locale);
  const own = (en: string, zh: string) => ownText(locale, en, zh);
  const delivered = await readCircleImages(db, circle.id, { adult: viewer.mayViewAdult }, locale);

  const spaces = circle.placements
    .map((placement) => ({
      dayNumber: placement.day.dayNumber,
      date: placement.day.date,
      area: placement.block.hall.area,
      hall: hallKey(placement.block.hall.area, placement.block.hall.number),
      block: placement.block.name,
      blockOrder: placement.block.sortOrder,
      spaceNumber: placement.spaceNumber,
      side: placement.side,
    }))
    .sort((a, b) => a.dayNumber - b.dayNumber || a.blockOrder - b.blockOrder || a.spaceNumber - b.spaceNumber || a.side.localeCompare(b.side));

  return {
    id: circle.id,
    wcid: circle.wcid,
    name: circle.name,
    nameKana: circle.nameKana,
    reading: circleNameReading(circle),
    nameRomaji: circleNameRomaji(circle),
    author: circle.author,
    genre: circle.genre,
    description: shownText(circle.description, locale, own(circle.descriptionEn, circle.descriptionZh), machine),
    supplementComment: shownText(circle.supplementComment, locale, own(circle.supplementEn, circle.supplementZh), machine),
    cashless: circle.cashless,
    cutUrl: versionedCutPath(circleCutPath(circle.wcid), circle.updatedAt),
    placements: mergeSides(spaces).map((space) => ({
      text: formatPlacement(locale, space.date, space),
      mapHref: circleMapLink({ wcid: circle.wcid, day: space.dayNumber, hall: space.hall }),
    })),
    images: circle.images,
    menus: delivered.menus,
    announcements: delivered.announcements,
    works: circle.works.map((work) => ({
      covers: delivered.covers.get(work.id) ?? [],
      id: work.id,
      title: work.title,
      size: work.size,
      pages: work.pages,
      detail: work.detail,
      priceYen: work.priceYen,
      priceText: work.priceText,
      isNew: work.isNew,
      images: work.images,
      shownTitle: shownText(work.title, locale, own(work.titleEn, work.titleZh), machine),
      shownDetail: shownText(work.detail, locale, own(work.detailEn, work.detailZh), machine),
    })),
    shopLinks: circle.shopLinks,
    links: { websiteUrl: circle.websiteUrl, pixivUrl: circle.pixivUrl, xUrl: circle.xUrl },
    updatedAt: circle.updatedAt,
  };
}

/** `findCircleDetail` once per circle, language, kind of viewer and catalogue version. */
export function cachedCircleDetail(id: number, viewer: Pick<CatalogueViewer, 'mayViewAdult'>, locale: AppLocale): Promise<CircleDetail | null> {
  return cataloguePages().get({ page: 'circle', locale, kind: viewerKind(viewer), variant: String(id) }, () => findCircleDetail(id, viewer, locale));
}

/** What every rendering of the circle's page shows (lib/catalogue/circle-page.ts), from the server's read. */
export function circlePageOf(circle: CircleDetail, locale: AppLocale): CirclePage {
  return {
    name: circle.name,
    romaji: circle.nameRomaji,
    reading: circle.reading,
    author: circle.author,
    genre: genreText(circle.genre.code, genreName(circle.genre, locale)),
    spaces: circle.placements.map((placement) => ({ text: placement.text, mapHref: placement.mapHref })),
    cashless: circle.cashless,
    description: circle.description,
    workTitles: circle.works.map((work) => work.title),
  };
}
