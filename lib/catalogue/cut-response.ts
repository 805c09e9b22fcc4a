import type { CutStore } from '@/lib/cut-images/cut-store';
import type { CutVariantName } from '@/lib/cut-images/cut-size';
import { cutVariantKey } from '@/lib/cut-images/prepare-cut';
import type { PrismaClient } from '@/lib/db/client';
import { cutEtag, findCutSubject, parseCutKey, renderCutSvg, type CutKey, type CutSubject } from './cut-image';

/** What the viewer of a cut may see: the catalogue (the plan rule of the page that shows the cut) and adult content. */
export type CutAccess = { catalogue: boolean; adult: boolean };
export type CutAccessCheck = (key: CutKey) => Promise<CutAccess>;

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' } });

/** `?s=2` asks for the 2× file (the detail pages' `srcset`); anything else is the 1× one. */
const variantOf = (url: URL): CutVariantName => (url.searchParams.get('s') === '2' ? '2x' : '1x');

type Body = { bytes: BodyInit; contentType: string; etag: string; cacheable: boolean };

/**
 * The stored file when the entry has one, the generated SVG otherwise. A stored file that cannot be read
 * (missing, the bucket away) falls back to the SVG for this answer only, never cached, and is logged.
 */
async function cutBody(key: CutKey, subject: CutSubject, variant: CutVariantName, store: CutStore): Promise<Body> {
  if (subject.storageKey) {
    const fileKey = cutVariantKey(subject.storageKey, variant);
    try {
      const bytes = await store.get(fileKey);
      if (bytes) return { bytes: new Uint8Array(bytes), contentType: 'image/webp', etag: `"${subject.storageKey}-${variant}"`, cacheable: true };
      console.error(`Stored cut ${fileKey} is missing from ${store.description}; answering with the generated cut`);
    } catch (error) {
      console.error(`Stored cut ${fileKey} could not be read from ${store.description}; answering with the generated cut`, error);
    }
    return { bytes: renderCutSvg(subject), contentType: 'image/svg+xml; charset=utf-8', etag: cutEtag(key, subject.updatedAt), cacheable: false };
  }
  return { bytes: renderCutSvg(subject), contentType: 'image/svg+xml; charset=utf-8', etag: cutEtag(key, subject.updatedAt), cacheable: true };
}

/**
 * The HTTP answer for `/cuts/{segment}`: 404 when unknown or not for this viewer, 304 when the browser's
 * copy is current. A cut is catalogue content (issue 32, item 7): only a viewer whom the circle or booth
 * page would show it gets it, and an adult circle's cut only a member of 18 or over who opted in. Every
 * refusal is the same 404 as for an id that does not exist, so that nobody learns which ids are adult
 * circles. Because the answer depends on who asks, every cut is cached privately and varies by cookie.
 */
export async function cutResponse(client: PrismaClient, segment: string, request: Request, access: CutAccessCheck, store: CutStore): Promise<Response> {
  const key = parseCutKey(segment);
  if (!key) return notFound();
  const viewer = await access(key);
  if (!viewer.catalogue) return notFound();
  const subject = await findCutSubject(client, key);
  if (!subject || (subject.adult && !viewer.adult)) return notFound();
  const url = new URL(request.url);
  const body = await cutBody(key, subject, variantOf(url), store);
  const versioned = url.searchParams.get('v') === subject.updatedAt.getTime().toString(36);
  const headers: Record<string, string> = {
    ETag: body.etag,
    // Unversioned URLs may change when the circle edits its entry; a day, then revalidation by ETag.
    'Cache-Control': !body.cacheable ? 'private, no-cache' : versioned ? 'private, max-age=31536000, immutable' : 'private, max-age=86400, stale-while-revalidate=604800',
    Vary: 'Cookie',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  };
  if (request.headers.get('If-None-Match')?.split(/\s*,\s*/).includes(body.etag)) return new Response(null, { status: 304, headers });
  return new Response(body.bytes, { status: 200, headers: { ...headers, 'Content-Type': body.contentType } });
}
