import type { Exhibitor, Image, Work } from '@/lib/generated/prisma/client';

/** An image of a detail page, with its size when known (the page reserves the space). */
export type DetailImage = Pick<Image, 'url' | 'width' | 'height'>;

/** A work as the circle and booth detail pages list it. */
export type DetailWork = Pick<Work, 'id' | 'title' | 'size' | 'pages' | 'detail' | 'priceYen' | 'priceText' | 'isNew'> & { images: DetailImage[] };

/** The exhibitor's own columns that the booth page shows. */
export type ExhibitorText = Pick<Exhibitor, 'id' | 'boothNumber' | 'name' | 'nameKana' | 'overview' | 'productInfo' | 'publicUrl'>;
