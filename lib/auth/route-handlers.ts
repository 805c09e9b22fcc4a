import 'server-only';
import { NextRequest } from 'next/server';
import { handlers } from './auth';
import { withKnownDeviceCookie } from './known-device';
import { sessionCookie } from './session-cookie';
import { sessionCookieState } from './request-session';

function withoutCookie(header: string, name: string): string {
  return header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && part.split('=')[0] !== name && !part.startsWith(`${name}.`))
    .join('; ');
}

/**
 * Auth.js links a new sign-in method to whoever its session cookie names, without asking the `jwt`
 * callback. A revoked cookie must not be able to add a sign-in method, so it is dropped before Auth.js
 * sees the request.
 */
function dropStaleSession(handler: (request: NextRequest) => Promise<Response>) {
  return async (request: NextRequest): Promise<Response> => {
    const state = await sessionCookieState(request);
    if (state.kind !== 'stale') return handler(request);
    const headers = new Headers(request.headers);
    headers.set('cookie', withoutCookie(request.headers.get('cookie') ?? '', sessionCookie().name));
    return handler(new NextRequest(request, { headers }));
  };
}

export const GET = dropStaleSession(handlers.GET);
export const POST = dropStaleSession(withKnownDeviceCookie(handlers.POST));
