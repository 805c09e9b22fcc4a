import 'server-only';
import { todayInJapan } from '@/lib/time/japan-time';
import { assertPermitted } from '@/lib/auth/guards';
import { checkPermission, mayViewAdult } from '@/lib/auth/permissions';
import { currentUserFromRequest } from '@/lib/auth/request-session';
import { AppError, errorResponse } from '@/lib/errors';
import { routeForViewMode, routeRequirement } from '@/lib/routes';
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
  assertPermitted(checkPermission({ user, ...requirement, needsLogin: true, today: todayInJapan() }));
  return user !== null && mayViewAdult(user, todayInJapan()) ? 'adult' : 'general';
}

/** GET /api/offline/catalogue: where this member's snapshot is and how large it is, never cached. */
export async function snapshotManifestResponse(request: Request): Promise<Response> {
  try {
    const built = await currentSnapshot(await allowedVariant(request));
    const manifest: SnapshotManifest = { variant: built.variant, hash: built.hash, url: snapshotUrl(built.variant, built.hash), rows: built.rows, bytes: built.json.length, downloadBytes: built.gzip.length };
    return Response.json(manifest, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return errorResponse(error);
  }
}

/**
 * GET /api/offline/catalogue/{variant}/{hash}: the snapshot itself. Its address changes with its content,
 * so the browser may keep it for good; it is private all the same, as only members may have it. A gzip
 * file the device unpacks (see `BuiltSnapshot`).
 */
export async function snapshotResponse(request: Request, variant: string, hash: string): Promise<Response> {
  try {
    if (variant !== 'general' && variant !== 'adult') throw new AppError('notFound', 'Errors.notFound');
    const allowed = await allowedVariant(request);
    if (variant === 'adult' && allowed !== 'adult') throw new AppError('forbidden', 'Errors.auth.restricted');
    const built = snapshotByHash(variant, hash);
    if (!built) throw new AppError('notFound', 'Errors.notFound');
    const headers = new Headers({
      'Content-Type': 'application/gzip',
      'Cache-Control': 'private, max-age=31536000, immutable',
      Vary: 'Cookie',
      'Content-Length': String(built.gzip.length),
    });
    return new Response(new Uint8Array(built.gzip), { headers });
  } catch (error) {
    return errorResponse(error);
  }
}
