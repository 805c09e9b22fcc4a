import 'server-only';
import { mayViewAdult } from '@/lib/auth/permissions';
import { currentUserFromRequest } from '@/lib/auth/request-session';
import { routeAccess } from '@/lib/auth/route-access';
import { serverCutStore } from '@/lib/cut-images/cut-store-instance';
import { db } from '@/lib/db';
import { routeForViewMode } from '@/lib/routes';
import { todayInJapan } from '@/lib/time/japan-time';
import { imageResponse, type ImageAccess } from './image-response';

/** The session cookie's rights, read here as for cuts: the proxy does not run on /cuts/. No cookie, no database read. */
async function requestImageAccess(request: Request): Promise<ImageAccess> {
  const user = await currentUserFromRequest(request);
  if (!user) return { circlePage: false, boothPage: false, adult: false, groupMemberId: null };
  const today = todayInJapan();
  return {
    circlePage: routeAccess(routeForViewMode('CIRCLE_DETAIL'), user, today) === 'authorized',
    boothPage: routeAccess(routeForViewMode('BOOTH_DETAIL'), user, today) === 'authorized',
    adult: mayViewAdult(user, today),
    groupMemberId: routeAccess(routeForViewMode('GROUP'), user, today) === 'authorized' ? user.id : null,
  };
}

export function imageRouteResponse(segment: string, request: Request): Promise<Response> {
  return imageResponse(db, segment, request, () => requestImageAccess(request), serverCutStore());
}
