import 'server-only';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { getCatalogueIndex } from '@/lib/catalogue/catalogue-index-instance';
import type { CatalogueViewer } from '@/lib/catalogue/viewer';
import { db } from '@/lib/db';
import { AppError, errorResponse } from '@/lib/errors';
import { loadMapDay } from './load-map-day';
import { MAP_DAY_CONTENT_TYPE, encodeMapDay } from './map-day-codec';
import { MAP_DAY_VERSION } from './map-day';
import { mapDayUrl } from './map-day-prefetch';
import { requireMapViewer } from './map-viewer';

// A day's map is the same for every viewer of the same adult setting and changes only with the
// catalogue, so each instance encodes and compresses it once per catalogue version, in two parts: the day
// (`/api/map/day/{n}`) and its circles' authors (`/api/map/day/{n}/authors`). Each address carries a
// hash of the part's content (`?v={hash}`): the browser keeps that answer for a year and never asks
// again, and a changed catalogue gives a new address. The user's favourites are not in it; they come with
// the page. Without `v` (or with an outdated one) the same route answers the current copy with an ETag,
// revalidated on every use: the stable URL that older pages and saved offline copies ask for.

export type MapDayPart = 'day' | 'authors';

type Encoded = { hash: string; body: Uint8Array<ArrayBuffer>; type: string };
type Built = Record<MapDayPart, Encoded>;

const globalForMap = globalThis as unknown as { mapDays?: Map<string, { version: string; built: Promise<Built> }> };

function cache() {
  globalForMap.mapDays ??= new Map();
  return globalForMap.mapDays;
}

const hashOf = (body: Uint8Array) => createHash('sha256').update(body).digest('base64url').slice(0, 16);

async function build(eventId: number, day: number, mayViewAdult: boolean): Promise<Built> {
  const data = await loadMapDay(db, { eventId, day, mayViewAdult });
  if (!data) throw new AppError('notFound', 'Errors.notFound');
  const encoded = encodeMapDay(data.day);
  const authors = new TextEncoder().encode(JSON.stringify(data.authors));
  return {
    // A gzip file, compressed once here at the highest level and unpacked by the browser's
    // DecompressionStream: the server's own compression neither touches this type nor lets a route send
    // its own Content-Encoding.
    day: { hash: hashOf(encoded), body: new Uint8Array(gzipSync(encoded, { level: 9 })), type: MAP_DAY_CONTENT_TYPE },
    // Plain JSON, which the server compresses.
    authors: { hash: hashOf(authors), body: authors, type: 'application/json; charset=utf-8' },
  };
}

async function builtDay(day: number, viewer: CatalogueViewer): Promise<Built> {
  const state = await getCatalogueIndex();
  if (state.eventId === null) throw new AppError('notFound', 'Errors.notFound');
  const key = `${state.eventId}:${day}:${viewer.mayViewAdult ? 'adult' : 'general'}`;
  const version = `${MAP_DAY_VERSION}:${state.signature.rows}:${state.signature.hash}`;
  const entries = cache();
  const cached = entries.get(key);
  if (cached && cached.version === version) return cached.built;
  const built = build(state.eventId, day, viewer.mayViewAdult);
  entries.set(key, { version, built });
  built.catch(() => entries.delete(key));
  return built;
}

export type MapDayUrls = Record<number, Record<MapDayPart, string>>;

/** The content-addressed URLs of each day's map and authors for this viewer, for the page to hand its script. */
export async function mapDayUrls(days: readonly number[], viewer: CatalogueViewer): Promise<MapDayUrls> {
  const built = await Promise.all(days.map((day) => builtDay(day, viewer)));
  return Object.fromEntries(
    days.map((day, at) => [day, { day: `${mapDayUrl(day)}?v=${built[at]?.day.hash ?? ''}`, authors: `${mapDayUrl(day)}/authors?v=${built[at]?.authors.hash ?? ''}` }]),
  );
}

/** The HTTP answer for one part of a day's map, or 304 when the browser's copy is current. */
export async function mapDayResponse(day: number, part: MapDayPart, viewer: CatalogueViewer, request: Request): Promise<Response> {
  const { hash, body, type } = (await builtDay(day, viewer))[part];
  const etag = `"map-${hash}"`;
  // Private: only members may read it, and it depends on the viewer's adult setting.
  const immutable = new URL(request.url).searchParams.get('v') === hash;
  const headers: Record<string, string> = {
    ETag: etag,
    'Cache-Control': immutable ? 'private, max-age=31536000, immutable' : 'private, no-cache',
    Vary: 'Cookie',
  };
  if (request.headers.get('If-None-Match')?.split(/\s*,\s*/).includes(etag)) return new Response(null, { status: 304, headers });
  return new Response(body, { status: 200, headers: { ...headers, 'Content-Type': type } });
}

/** The GET handler of `/api/map/day/[day]` and its `/authors`: members only, days 1 to 7. */
export function mapDayRoute(part: MapDayPart) {
  return async (request: Request, { params }: { params: Promise<{ day: string }> }): Promise<Response> => {
    try {
      const viewer = await requireMapViewer();
      const { day } = await params;
      if (!/^[1-7]$/.test(day)) throw new AppError('notFound', 'Errors.notFound');
      return await mapDayResponse(Number(day), part, viewer, request);
    } catch (error) {
      return errorResponse(error);
    }
  };
}
