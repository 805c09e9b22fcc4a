import 'server-only';
import { getRequestPath } from '@/lib/http/request-info';
import { matchRoute, type ViewMode } from '@/lib/routes';
import { todayInJapan } from '@/lib/time/japan-time';
import { isAuthFlowPath } from './auth-paths';
import { getCurrentUser } from './current-user';
import { routeAccess, upsellViewModes } from './route-access';
import type { SessionUser } from './session-user';

export interface ShellAccess {
  user: SessionUser | null;
  /** The signed-in user passed the permission check of the page being loaded. */
  passedCheck: boolean;
  upsellViewModes: ViewMode[];
}

/** What the root layout hands to the browser about the user, once per page load. */
export async function shellAccess(): Promise<ShellAccess> {
  const [user, pathname] = await Promise.all([getCurrentUser(), getRequestPath()]);
  const today = todayInJapan();
  const route = matchRoute(pathname);
  const passedCheck = user !== null && route !== undefined && !isAuthFlowPath(pathname) && routeAccess(route, user, today) === 'authorized';
  return { user, passedCheck, upsellViewModes: upsellViewModes(user, today) };
}
