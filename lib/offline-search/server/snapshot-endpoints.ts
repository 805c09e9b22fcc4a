import 'server-only';
import { z } from 'zod';
import { todayInJapan } from '@/lib/time/japan-time';
import { assertPermitted } from '@/lib/auth/guards';
import { checkPermission, mayViewAdult } from '@/lib/auth/permissions';
import { currentUserFromRequest } from '@/lib/auth/request-session';
import { AppError, errorResponse } from '@/lib/errors';
import { requestLocale } from '@/lib/i18n/detect-locale';
import { PRECOMPRESSED_ENCODING, precompressedEncodingFor } from '@/lib/http/precompressed-body';
import { routeForViewMode, routeRequirement } from '@/lib/routes';
import type { BuiltSnapshot } from './build-snapshot';
import { currentSnapshot, snapshotByHash, snapshotDelta, type SnapshotKind } from './snapshot-holder';
import { snapshotUrl, type SnapshotManifest } from '@/lib/offline-search/snapshot-manifest';
import type { SnapshotLanguage, SnapshotVariant } from '@/lib/offline-search/snapshot-format';

// The proxy does not run on /api/, so these handlers read the session cookie themselves.

/**
 * The variant this request may receive. The snapshot is the circle list's data, so it is guarded as the
 * circle list is (today that admits only members who may see adult content); within that, the adult
 * variant goes only to a member who may see adult content, the general one to anyone else admitted.
 */
async function allowedVariant(request: Request): Promise<SnapshotVariant> {
  const user = await currentUserFromRequest(request);
  const requirement = routeRequirement(routeForViewMode('CIRCLE_LIST'));
  assertPermitted(checkPermission({ user, ...requirement, needsLogin: true, today: todayInJapan() }));
  return user !== null && mayViewAdult(user, todayInJapan()) ? 'adult' : 'general';
}

/**
 * The language whose translations the copy carries: the one the member's pages are written in (the
 * locale cookie, as next-intl reads it), none for Japanese (decision 042). A member who changes the
 * site's language is offered that language's copy at the next save.
 */
function snapshotLanguage(request: Request): SnapshotLanguage | undefined {
  const locale = requestLocale(request);
  return locale === 'ja' ? undefined : locale;
}

/**
 * The body this request gets: brotli where the browser takes it and it is ready, else gzip, each with
 * its Content-Encoding; plain JSON where the server cannot pass a precompressed body on (`next dev`).
 */
function snapshotBody(request: Request, built: BuiltSnapshot): { body: Buffer; encoding?: 'br' | 'gzip' } {
  const encoding = precompressedEncodingFor(request, built.brotli ? ['br', 'gzip'] : ['gzip']);
  if (encoding === 'br' && built.brotli) return { body: built.brotli, encoding };
  return encoding === 'gzip' ? { body: built.gzip, encoding } : { body: built.json };
}

// A build's name (snapshot-hash.ts); anything else names no build the server could know.
const fromSchema = z.string().regex(/^[0-9a-f]{1,64}$/).optional().catch(undefined);

/** What the delta from the device's copy weighs, when one brings it up to date. */
function deltaBytes(built: BuiltSnapshot, from: string | undefined): number | undefined {
  if (from === undefined || from === built.hash) return undefined;
  const delta = snapshotDelta(built, from);
  return delta ? JSON.stringify(delta).length : undefined;
}

/**
 * GET /api/offline/catalogue[?from={hash}]: where this member's snapshot is and how large it is, and,
 * for a device holding the build `from`, how large the delta that brings it up to date is. Never cached.
 */
export async function snapshotManifestResponse(request: Request): Promise<Response> {
  try {
    const language = snapshotLanguage(request);
    const kind: SnapshotKind = { variant: await allowedVariant(request), ...(language && { language }) };
    const built = await currentSnapshot(kind);
    const from = fromSchema.parse(new URL(request.url).searchParams.get('from') ?? undefined);
    const delta = deltaBytes(built, from);
    const manifest: SnapshotManifest = {
      variant: built.variant,
      ...(built.language && { language: built.language }),
      hash: built.hash,
      url: snapshotUrl(built.variant, built.hash),
      rows: built.rows,
      circles: built.circles,
      bytes: built.json.length,
      downloadBytes: snapshotBody(request, built).body.length,
      ...(delta === undefined ? {} : { deltaBytes: delta }),
    };
    return Response.json(manifest, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return errorResponse(error);
  }
}

/** The variant named in the address, when this request may have it. */
async function permittedVariant(request: Request, variant: string): Promise<SnapshotVariant> {
  if (variant !== 'general' && variant !== 'adult') throw new AppError('notFound', 'Errors.notFound');
  const allowed = await allowedVariant(request);
  if (variant === 'adult' && allowed !== 'adult') throw new AppError('forbidden', 'Errors.auth.restricted');
  return variant;
}

// Its address changes with its content, so the browser may keep it for good; private all the same, as
// only members may have it.
const immutable = 'private, max-age=31536000, immutable';

/** GET /api/offline/catalogue/{variant}/{hash}: the snapshot itself, compressed once per build. */
export async function snapshotResponse(request: Request, variant: string, hash: string): Promise<Response> {
  try {
    const built = snapshotByHash(await permittedVariant(request, variant), hash);
    if (!built) throw new AppError('notFound', 'Errors.notFound');
    const { body, encoding } = snapshotBody(request, built);
    const headers = new Headers({ 'Content-Type': 'application/json', 'Cache-Control': immutable, Vary: 'Accept-Encoding, Cookie' });
    if (encoding) headers.set(PRECOMPRESSED_ENCODING, encoding);
    return new Response(new Uint8Array(body), { headers });
  } catch (error) {
    return errorResponse(error);
  }
}

/**
 * GET /api/offline/catalogue/{variant}/{hash}/from/{from}: the rows that changed since the build the
 * device holds (snapshot-delta.ts). 410 when that build is no longer known or the change is too large:
 * the device then downloads the snapshot itself.
 */
export async function snapshotDeltaResponse(request: Request, variant: string, hash: string, from: string): Promise<Response> {
  try {
    const built = snapshotByHash(await permittedVariant(request, variant), hash);
    if (!built) throw new AppError('notFound', 'Errors.notFound');
    const delta = snapshotDelta(built, from);
    if (!delta) return Response.json({ fullDownload: true }, { status: 410, headers: { 'Cache-Control': 'no-store' } });
    return Response.json(delta, { headers: { 'Cache-Control': immutable, Vary: 'Cookie' } });
  } catch (error) {
    return errorResponse(error);
  }
}
