import 'server-only';
import { todayInJapan } from '@/lib/auth/calendar-date';
import { checkPermission, mayViewAdult } from '@/lib/auth/permissions';
import { currentUserFromRequest } from '@/lib/auth/request-session';
import { AppError, errorResponse } from '@/lib/errors';
import { routeForViewMode, routeRequirement } from '@/lib/routes';
import type { BuiltSnapshot } from './build-snapshot';
import { currentSnapshot, snapshotByHash } from './snapshot-holder';
import { snapshotUrl, type SnapshotManifest } from './snapshot-manifest';
import type { SnapshotVariant } from './snapshot-format';

// The proxy does not run on /api/, so these handlers read the session cookie themselves.

/**
 * The variant this request may receive. The snapshot is the circle list's data, so it is guarded as the
 * circle list is (today that admits only members who may see adult content); within that, the adult
 * variant goes only to a member who may see adult content, the general one to anyone else admitted.
 */
async function allowedVariant(request: Request): Promise<SnapshotVariant> {
  const user = await currentUserFromRequest(request);
  const requirement = routeRequirement(routeForViewMode('CIRCLE_LIST'));
  switch (checkPermission({ user, ...requirement, needsLogin: true, today: todayInJapan() })) {
    case 'noLogin':
      throw new AppError('unauthenticated', 'Errors.auth.signInRequired');
    case 'restricted':
      throw new AppError('forbidden', 'Errors.auth.restricted');
    case 'showPromote':
      throw new AppError('forbidden', 'Errors.auth.planRequired');
    case 'authorized':
      return user !== null && mayViewAdult(user, todayInJapan()) ? 'adult' : 'general';
  }
}

/** GET /api/offline/catalogue: where this member's snapshot is and how large it is, never cached. */
export async function snapshotManifestResponse(request: Request): Promise<Response> {
  try {
    const built = await currentSnapshot(await allowedVariant(request));
    const manifest: SnapshotManifest = { variant: built.variant, hash: built.hash, url: snapshotUrl(built.variant, built.hash), rows: built.rows, bytes: built.json.length, brotliBytes: built.brotli.length, gzipBytes: built.gzip.length };
    return Response.json(manifest, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return errorResponse(error);
  }
}

/** The content codings a request accepts (`br;q=0` refuses brotli). */
function acceptedEncodings(header: string): Set<string> {
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    if (name !== '' && (quality === undefined || Number(quality.slice(2)) > 0)) accepted.add(name);
  }
  return accepted;
}

function encodedBody(built: BuiltSnapshot, acceptEncoding: string): { body: Buffer; encoding: string | null } {
  const accepted = acceptedEncodings(acceptEncoding);
  if (accepted.has('br')) return { body: built.brotli, encoding: 'br' };
  if (accepted.has('gzip')) return { body: built.gzip, encoding: 'gzip' };
  return { body: built.json, encoding: null };
}

/**
 * GET /api/offline/catalogue/{variant}/{hash}: the snapshot itself. Its address changes with its content,
 * so the browser may keep it for good; it is private all the same, as only members may have it.
 */
export async function snapshotResponse(request: Request, variant: string, hash: string): Promise<Response> {
  try {
    if (variant !== 'general' && variant !== 'adult') throw new AppError('notFound', 'Errors.notFound');
    const allowed = await allowedVariant(request);
    if (variant === 'adult' && allowed !== 'adult') throw new AppError('forbidden', 'Errors.auth.restricted');
    const built = snapshotByHash(variant, hash);
    if (!built) throw new AppError('notFound', 'Errors.notFound');
    const { body, encoding } = encodedBody(built, request.headers.get('accept-encoding') ?? '');
    const headers = new Headers({
      'Content-Type': 'application/json',
      'Cache-Control': 'private, max-age=31536000, immutable',
      Vary: 'Accept-Encoding, Cookie',
      'Content-Length': String(body.length),
    });
    if (encoding) headers.set('Content-Encoding', encoding);
    return new Response(new Uint8Array(body), { headers });
  } catch (error) {
    return errorResponse(error);
  }
}
