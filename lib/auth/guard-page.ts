import 'server-only';
import { redirect } from 'next/navigation';
import { getRequestPath } from '@/lib/http/request-info';
import { admitsVisitors, routeForViewMode, type SignedInViewMode, type ViewMode } from '@/lib/routes';
import { todayInJapan } from '@/lib/time/japan-time';
import { loginPathFor } from './auth-paths';
import { getCurrentUser } from './current-user';
import { guardOutcome } from './route-access';
import type { SessionUser } from './session-user';

/**
 * `upsell`: the user lacks the plan. Render no catalogue data; the shell shows the 'Platinum Plan
 * Purchase Required' dialog over the page.
 */
export type PageAccess<User extends SessionUser | null = SessionUser | null> =
  | { access: 'authorized'; user: User }
  | { access: 'upsell'; user: SessionUser };

/**
 * The page-side guard, called at the top of every page of the route table: the same decision as the
 * proxy, so a page stays protected when a proxy matcher changes. Redirects a visitor to the login (with
 * the route remembered) and a user who may not use the catalogue to /restriction.
 */
export async function guardPage(viewMode: SignedInViewMode): Promise<PageAccess<SessionUser>>;
export async function guardPage(viewMode: ViewMode): Promise<PageAccess>;
export async function guardPage(viewMode: ViewMode): Promise<PageAccess> {
  const route = routeForViewMode(viewMode);
  const [user, requested] = await Promise.all([getCurrentUser(), getRequestPath()]);
  const outcome = guardOutcome({ requested, route, user, today: todayInJapan() });
  if (outcome.kind === 'login' || outcome.kind === 'restriction') redirect(outcome.location);
  if (outcome.kind === 'upsell' && user) return { access: 'upsell', user };
  if (!user && !admitsVisitors(route)) redirect(loginPathFor(requested));
  return { access: 'authorized', user };
}
