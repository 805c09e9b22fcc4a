import 'server-only';
import { createHash } from 'node:crypto';
import { getCatalogueIndex } from '@/lib/catalogue/catalogue-index-instance';
import type { CatalogueViewer } from '@/lib/catalogue/viewer';
import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { loadMapDay } from './load-map-day';
import { MAP_DAY_VERSION } from './map-day';

// A day's map is the same for every viewer of the same adult setting and changes only with the
// catalogue, so each instance builds its JSON once per catalogue version and answers revalidations
// with 304. `/api/map/day/{n}` is a stable GET URL that a service worker can keep for offline use.

type Built = { etag: string; body: string };

const globalForMap = globalThis as unknown as { mapDays?: Map<string, { version: string; built: Promise<Built> }> };

function cache() {
  globalForMap.mapDays ??= new Map();
  return globalForMap.mapDays;
}

async function build(eventId: number, day: number, mayViewAdult: boolean, version: string): Promise<Built> {
  const data = await loadMapDay(db, { eventId, day, mayViewAdult });
  if (!data) throw new AppError('notFound', 'Errors.notFound');
  const body = JSON.stringify(data);
  return { etag: `"map-${createHash('sha256').update(version).update(body).digest('base64url').slice(0, 22)}"`, body };
}

async function mapDayJson(day: number, viewer: CatalogueViewer): Promise<Built> {
  const state = await getCatalogueIndex();
  if (state.eventId === null) throw new AppError('notFound', 'Errors.notFound');
  const key = `${state.eventId}:${day}:${viewer.mayViewAdult ? 'adult' : 'general'}`;
  const version = `${MAP_DAY_VERSION}:${state.signature.rows}:${state.signature.hash}`;
  const entries = cache();
  const cached = entries.get(key);
  if (cached && cached.version === version) return cached.built;
  const built = build(state.eventId, day, viewer.mayViewAdult, version);
  entries.set(key, { version, built });
  built.catch(() => entries.delete(key));
  return built;
}

/** The HTTP answer for one day's map: the JSON, or 304 when the browser's copy is current. */
export async function mapDayResponse(day: number, viewer: CatalogueViewer, request: Request): Promise<Response> {
  const { etag, body } = await mapDayJson(day, viewer);
  // Private: the answer depends on the viewer's adult setting. Revalidated on every use, cheaply. The
  // server compresses it (Next's own compression; a body compressed here would be compressed twice).
  const headers = { ETag: etag, 'Cache-Control': 'private, no-cache', Vary: 'Cookie' };
  if (request.headers.get('If-None-Match')?.split(/\s*,\s*/).includes(etag)) return new Response(null, { status: 304, headers });
  const json = { ...headers, 'Content-Type': 'application/json; charset=utf-8' };
  return new Response(body, { status: 200, headers: json });
}
