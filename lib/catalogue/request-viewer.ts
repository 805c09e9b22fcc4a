import 'server-only';
import { mayViewAdult } from '@/lib/auth/permissions';
import { currentUserFromRequest } from '@/lib/auth/request-session';
import { routeAccess } from '@/lib/auth/route-access';
import { routeForViewMode } from '@/lib/routes';
import { todayInJapan } from '@/lib/time/japan-time';
import type { CutKey } from './cut-image';
import type { CutAccess } from './cut-response';

/**
 * What the session cookie of a `/cuts/` request may see, for handlers the proxy does not run on: the
 * catalogue by the rule of the page that shows the cut (the circle or booth page: Platinum, decision 005),
 * and adult content (18 or over and opted in). A request without a session cookie costs no database read.
 */
export async function requestCutAccess(request: Request, key: CutKey): Promise<CutAccess> {
  const user = await currentUserFromRequest(request);
  if (!user) return { catalogue: false, adult: false };
  const today = todayInJapan();
  const page = routeForViewMode(key.kind === 'circle' ? 'CIRCLE_DETAIL' : 'BOOTH_DETAIL');
  return { catalogue: routeAccess(page, user, today) === 'authorized', adult: mayViewAdult(user, today) };
}
