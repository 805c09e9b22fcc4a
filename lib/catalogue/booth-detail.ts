import 'server-only';
import { getConfig } from '@/lib/config/get-config';
import { db } from '@/lib/db';
import type { AppLocale } from '@/lib/i18n/locales';
import { boothCutPath, versionedCutPath } from './cut-image';
import { boothMapLink } from './map-link';
import { cataloguePages, viewerKind } from './page-cache';
import type { ExhibitorText } from './detail-types';
import { formatBoothSpace, formatWeekday } from './placement-text';
import { hallKey } from './venue';
import { ownText, shownText, type ShownText } from './shown-text';
import { storedTranslations } from './stored-translations';
import { readBoothBanners } from './read-images';
import type { ShownImage } from './shown-image';

export type BoothDetail = ExhibitorText & {
  /** The overview and products in the reader's language (decision 042): the exhibitor's own translation, else DeepL's. */
  shownOverview: ShownText;
  shownProductInfo: ShownText;
  space: string;
  /** The weekdays of a booth that stands on some days only (`Sat`); null when it stands on every day. */
  days: string | null;
  mapHref: string;
  cutUrl: string;
  /** The booth's banners from images.csv (decision 040). */
  banners: ShownImage[];
  updatedAt: Date;
};

/** A corporate exhibitor of the current event, or null. */
export async function findBoothDetail(id: number, locale: AppLocale, viewer: { mayViewAdult: boolean }): Promise<BoothDetail | null> {
  const booth = await db.exhibitor.findFirst({
    where: { id, event: { code: getConfig().eventCode } },
    include: { hall: { select: { area: true, number: true } }, event: { select: { days: { select: { dayNumber: true, date: true }, orderBy: { dayNumber: 'asc' } } } } },
  });
  if (!booth) return null;
  const standsOn = booth.event.days.filter((day) => booth.dayNumbers.includes(day.dayNumber));
  const machine = await storedTranslations([booth.overview, booth.productInfo], locale);
  return {
    id: booth.id,
    boothNumber: booth.boothNumber,
    name: booth.name,
    nameKana: booth.nameKana,
    overview: booth.overview,
    productInfo: booth.productInfo,
    shownOverview: shownText(booth.overview, locale, ownText(locale, booth.overviewEn, booth.overviewZh), machine),
    shownProductInfo: shownText(booth.productInfo, locale, ownText(locale, booth.productInfoEn, booth.productInfoZh), machine),
    publicUrl: booth.publicUrl,
    space: formatBoothSpace(locale, booth.hall.area, booth.boothCode),
    days: booth.dayNumbers.length === 0 ? null : standsOn.map((day) => formatWeekday(locale, day.date)).join(', '),
    mapHref: boothMapLink({ boothId: booth.id, hall: hallKey(booth.hall.area, booth.hall.number) }),
    cutUrl: versionedCutPath(boothCutPath(booth.id), booth.updatedAt),
    banners: await readBoothBanners(db, booth.id, { adult: viewer.mayViewAdult }, locale),
    updatedAt: booth.updatedAt,
  };
}

/**
 * `findBoothDetail` once per booth, language, kind of viewer and catalogue version (a banner may be
 * flagged adult).
 */
export function cachedBoothDetail(id: number, viewer: { mayViewAdult: boolean }, locale: AppLocale): Promise<BoothDetail | null> {
  return cataloguePages().get({ page: 'booth', locale, kind: viewerKind(viewer), variant: String(id) }, () => findBoothDetail(id, locale, viewer));
}
