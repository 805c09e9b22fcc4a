import { isOpenRoute, matchRoute, routeRequirement, routes, type RouteDefinition, type ViewMode } from '@/lib/routes';
import type { CalendarDate } from '@/lib/time/japan-time';
import { authPaths, loginPathFor } from './auth-paths';
import { checkPermission, type PermissionResult, type PermissionSubject } from './permissions';

export function routeAccess(route: RouteDefinition, user: PermissionSubject | null, today: CalendarDate): PermissionResult {
  return checkPermission({ user, ...routeRequirement(route), today });
}

/** What a request for a page ends in: the page, the page under the upsell dialog, or a redirect. */
export type GuardOutcome =
  | { kind: 'page' }
  | { kind: 'upsell' }
  | { kind: 'login'; location: string }
  | { kind: 'restriction'; location: string };

export interface GuardInput {
  /** The path and query the user asked for, e.g. `/circle/list?day=1`. */
  requested: string;
  route: RouteDefinition;
  user: PermissionSubject | null;
  today: CalendarDate;
}

/** The one decision behind the proxy and `guardPage`. */
export function guardOutcome({ requested, route, user, today }: GuardInput): GuardOutcome {
  switch (routeAccess(route, user, today)) {
    case 'noLogin':
      return { kind: 'login', location: loginPathFor(requested) };
    case 'restricted':
      return { kind: 'restriction', location: authPaths.restriction };
    case 'showPromote':
      return { kind: 'upsell' };
    case 'authorized':
      return { kind: 'page' };
  }
}

/** Paths outside the route table (documents, 404s) are not guarded here. */
export function guardedRoute(pathname: string): RouteDefinition | undefined {
  const route = matchRoute(pathname);
  return route && !isOpenRoute(route) ? route : undefined;
}

/** Whether this user may start buying the plan: not one the payment start refuses (under 18). */
export function mayBuyPlan(user: PermissionSubject | null, today: CalendarDate): boolean {
  const start = routes.find((route) => route.viewMode === 'PAYMENT_START');
  return start !== undefined && routeAccess(start, user, today) !== 'restricted';
}

/**
 * The screens on which this user gets the upsell dialog; the browser shows it on client navigations too.
 * None for a user who cannot buy the plan: its 'Get the plan' would end at the restriction page.
 */
export function upsellViewModes(user: PermissionSubject | null, today: CalendarDate): ViewMode[] {
  if (!user || !mayBuyPlan(user, today)) return [];
  return [...new Set(routes.filter((route) => routeAccess(route, user, today) === 'showPromote').map((route) => route.viewMode))];
}
