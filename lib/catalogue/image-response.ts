import type { CutStore } from '@/lib/cut-images/cut-store';
import { answeringVariantKeys, imageVariantKey, type ImageVariantName } from '@/lib/cut-images/prepare-image';
import type { PrismaClient } from '@/lib/db/client';
import type { Prisma } from '@/lib/generated/prisma/client';
import { MAX_INT4, parseWholeNumber } from '@/lib/validation/whole-number';
import { DRAWN_VERSION, isDrawnKey, renderDrawnImageSvg } from './drawn-image';
import { drawnSubject } from './drawn-subject';
import { viewableImageWhere } from './image-access';

/**
 * What the session of an image request may see: the catalogue page of the image's owner, adult content,
 * and, for a member who may open group pages (which admit members who may not see adult content,
 * decision 036), that member's id.
 */
export type ImageAccess = { circlePage: boolean; boothPage: boolean; adult: boolean; groupMemberId: string | null };

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' } });

const requestedSize = (url: URL): ImageVariantName => {
  const size = url.searchParams.get('s');
  return size === 'full' || size === 'offline' ? size : 'thumb';
};

/** The bytes of the first of `keys` the store has (`answeringVariantKeys`). */
async function storedBytes(store: CutStore, keys: readonly string[]): Promise<Buffer | null> {
  for (const key of keys) {
    const bytes = await store.get(key).catch((error: unknown) => {
      console.error(`Stored image ${key} could not be read from ${store.description}`, error);
      return null;
    });
    if (bytes) return bytes;
  }
  return null;
}

/**
 * `GET /cuts/images/{id}?s=thumb|full|offline`: the stored WebP of a delivered image, under the rules of the page
 * that shows it (the circle's or the booth's) and the one image rule (image-access.ts). Every refusal is
 * the same 404 as an id that does not exist, so nobody learns which ids are adult; answers depend on who
 * asks, so they are cached privately and vary by cookie, as cuts are.
 */
export async function imageResponse(client: PrismaClient, segment: string, request: Request, access: () => Promise<ImageAccess>, store: CutStore): Promise<Response> {
  const id = parseWholeNumber(segment, 1, MAX_INT4);
  if (id === undefined) return notFound();
  const viewer = await access();
  const pages = viewer.circlePage || viewer.boothPage;
  if (!pages && viewer.groupMemberId === null) return notFound();
  // A member who reaches circles only through a group's pages is sent the images of the circles one of
  // their groups wants, and never an adult one, whatever their settings say: the group page's own rule.
  const adult = pages && viewer.adult;
  const throughGroup: Prisma.CatalogueImageWhereInput[] = pages ? [] : [{ exhibitorId: null, circle: { groupWants: { some: { group: { members: { some: { userId: viewer.groupMemberId ?? '' } } } } } } }];
  const image = await client.catalogueImage.findFirst({
    where: { AND: [viewableImageWhere({ adult }), { id }, ...throughGroup] },
    select: {
      id: true, kind: true, storageKey: true, updatedAt: true, exhibitorId: true, fullPending: true,
      circle: { select: { id: true, wcid: true, name: true, updatedAt: true } }, work: { select: { title: true } }, exhibitor: { select: { name: true, updatedAt: true } },
    },
  });
  if (!image || (pages && !(image.exhibitorId === null ? viewer.circlePage : viewer.boothPage))) return notFound();
  const url = new URL(request.url);
  const asked = requestedSize(url);
  // A full size or offline rendition not made yet (image-full-size.ts) is answered with the thumbnail,
  // never kept: the same address gives the size asked for once it exists.
  const waiting = asked !== 'thumb' && image.fullPending;
  const size: ImageVariantName = waiting ? 'thumb' : asked;
  const key = imageVariantKey(image.storageKey, size);
  const drawn = isDrawnKey(image.storageKey);
  // A drawing follows its owner's rows (a menu lists the works): its tag moves with the owner's edit time.
  const drawnAt = (image.circle ?? image.exhibitor ?? image).updatedAt.getTime().toString(36);
  const etag = drawn ? `"d${image.id}-${drawnAt}-${DRAWN_VERSION}-${adult ? 'a' : 'g'}"` : `"${image.storageKey.split('/').at(-1)}-${size}"`;
  const versioned = url.searchParams.get('v') === image.updatedAt.getTime().toString(36);
  const headers: Record<string, string> = {
    ETag: etag,
    'Cache-Control': waiting ? 'private, no-store' : versioned ? 'private, max-age=31536000, immutable' : 'private, max-age=86400, stale-while-revalidate=604800',
    Vary: 'Cookie',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'",
  };
  if (request.headers.get('If-None-Match')?.split(/\s*,\s*/).includes(etag)) return new Response(null, { status: 304, headers: drawn ? { ...headers, 'Cache-Control': 'private, no-cache' } : headers });
  if (drawn) {
    const svg = renderDrawnImageSvg(await drawnSubject(client, image, adult));
    return new Response(svg, { status: 200, headers: { ...headers, 'Cache-Control': 'private, no-cache', 'Content-Type': 'image/svg+xml; charset=utf-8', 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'" } });
  }
  const bytes = await storedBytes(store, answeringVariantKeys(image.storageKey, size));
  if (!bytes) {
    console.error(`Stored image ${key} is missing from ${store.description}`);
    return new Response('Not available', { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
  }
  return new Response(new Uint8Array(bytes), { status: 200, headers: { ...headers, 'Content-Type': 'image/webp' } });
}
