import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { publicUrl } from '@/lib/http/public-url';
import { userHandoffHeader } from '@/lib/http/request-path';
import { forwardRequestHeader, type ProxyStep } from '@/lib/proxy/steps';
import { todayInJapan } from '@/lib/time/japan-time';
import type { PermissionSubject } from './permissions';
import { currentUserFromRequest } from './request-session';
import { guardedRoute, guardOutcome } from './route-access';
import { toSessionUser } from './session-user';
import { sealUser } from './user-handoff';

export type RequestUserLoader<User extends PermissionSubject = PermissionSubject> = (request: NextRequest) => Promise<User | null>;
/** Seals a loaded user for the page, so the page does not load it again. */
export type UserHandoff<User> = (user: User) => string;

// Server actions are POSTs to the page they were used on; they check the user themselves, and a redirect
// answer would break their response. Only page loads and client navigations (GET) are guarded here, all
// of them: a GET is never a server action, whatever headers it carries.
const guardedMethods = new Set(['GET', 'HEAD']);

/**
 * The proxy's guard: a visitor goes to the login with the route remembered, a user who may not use the
 * catalogue to /restriction; the upsell renders on the page. Open routes load no user at all.
 */
export function createGuardStep<User extends PermissionSubject>(
  loadUser: RequestUserLoader<User>,
  now: () => Date = () => new Date(),
  handOff?: UserHandoff<User>,
): ProxyStep {
  return async (request, response) => {
    if (!guardedMethods.has(request.method)) return response;
    const route = guardedRoute(request.nextUrl.pathname);
    if (!route) return response;
    const user = await loadUser(request);
    const outcome = guardOutcome({ requested: `${request.nextUrl.pathname}${request.nextUrl.search}`, route, user, today: todayInJapan(now()) });
    if (outcome.kind === 'page' || outcome.kind === 'upsell') {
      if (user && handOff) forwardRequestHeader(response, userHandoffHeader, handOff(user));
      return response;
    }
    return NextResponse.redirect(publicUrl(outcome.location, request.url));
  };
}

export const guardRoutes: ProxyStep = createGuardStep(
  (request) => currentUserFromRequest(request),
  () => new Date(),
  (user) => sealUser(toSessionUser(user)),
);
