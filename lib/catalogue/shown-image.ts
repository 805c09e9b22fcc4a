import type { AppLocale } from '@/lib/i18n/locales';
import { catalogueImagePath } from './image-path';
import { fitInside, IMAGE_THUMB_EDGE } from '@/lib/cut-images/image-sizes';

/** An image as pages, the viewer and offline copies use it: both addresses, both sizes, the alt text. */
export type ShownImage = {
  id: number;
  thumbUrl: string;
  fullUrl: string;
  width: number;
  height: number;
  thumbWidth: number;
  thumbHeight: number;
  /** The organiser's text in the page's language, else in another; '' when none was given. */
  alt: string;
};

export type ImageRow = { id: number; width: number; height: number; updatedAt: Date; altJa: string; altEn: string; altZh: string };

export const shownImageSelect = { id: true, width: true, height: true, updatedAt: true, altJa: true, altEn: true, altZh: true } as const;

/**
 * Whether a loaded full-size address gave the thumbnail in its place: the route answers so while the
 * full size is still being made (lib/catalogue-import/image-full-size.ts). Read from the picture itself,
 * not from the row's flag: a cached page keeps the flag of when it was made, and the job does not move
 * the catalogue's version. Offline the saved rendition is larger than the thumbnail, so it is no such case.
 */
export function showsThumbnailInPlace(image: Pick<ShownImage, 'width' | 'thumbWidth'>, naturalWidth: number): boolean {
  return image.thumbWidth < image.width && naturalWidth > 0 && naturalWidth <= image.thumbWidth;
}

export function shownImage(row: ImageRow, locale: AppLocale): ShownImage {
  const texts = { ja: row.altJa, en: row.altEn, zh: row.altZh };
  const alt = [texts[locale], row.altEn, row.altJa, row.altZh].find((text) => text !== '') ?? '';
  const thumb = fitInside(row.width, row.height, IMAGE_THUMB_EDGE);
  return {
    id: row.id,
    thumbUrl: catalogueImagePath(row.id, 'thumb', row.updatedAt),
    fullUrl: catalogueImagePath(row.id, 'full', row.updatedAt),
    width: row.width,
    height: row.height,
    thumbWidth: thumb.width,
    thumbHeight: thumb.height,
    alt,
  };
}
