import { LISTED_CIRCLE } from './listed-circles';
import type { Prisma } from '@/lib/generated/prisma/client';

// The one statement of which delivered images (CatalogueImage, decision 040) a viewer may be sent. Every
// read of the table outside the importer takes its `where` from here; tests/unit/architecture/
// catalogue-images.test.ts refuses a read without it, so a new page, address, map layer or offline copy
// cannot forget the age rule. No `server-only`: the benchmarks read images too.

/** Whether the viewer may see adult content (`mayViewAdult`: 18 or over and opted in). */
export type ImageViewer = { adult: boolean };

/**
 * An image whose owner is listed and not withdrawn and, unless the viewer may see adult content, that is
 * not adult: an image is adult when it is flagged, or its work is, or its circle is.
 */
export function viewableImageWhere(viewer: ImageViewer): Prisma.CatalogueImageWhereInput {
  const shownOwner: Prisma.CatalogueImageWhereInput = { OR: [{ circleId: null }, { circle: { ...LISTED_CIRCLE, withdrawnAt: null } }] };
  if (viewer.adult) return shownOwner;
  return {
    AND: [shownOwner, { isAdult: false }, { OR: [{ workId: null }, { work: { isAdult: false } }] }, { OR: [{ circleId: null }, { circle: { isAdult: false } }] }],
  };
}
