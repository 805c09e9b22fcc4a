import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { cookies } from 'next/headers';
import { authEnv } from './env';
import { sessionCookie } from './session-cookie';

/**
 * A device on which an account signed in with its password before: a cookie set at that sign-in, signed
 * for the address typed (HMAC with AUTH_SECRET), so it names no account and cannot be made for another.
 * Its sign-ins are not refused when an account or an address is over its failure limit, so guessing a
 * member's password elsewhere does not lock the member out of their own phone (decision 004).
 */
export interface KnownDevice {
  /** Names the device in its own failure counter. */
  id: string;
}

const lifetimeSeconds = 365 * 24 * 60 * 60;

function cookieName(): string {
  return sessionCookie().secure ? '__Host-known-device' : 'known-device';
}

function signature(email: string, id: string): Buffer {
  return createHmac('sha256', authEnv().secret).update(`known-device:${email}:${id}`).digest();
}

function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const cut = part.indexOf('=');
    if (cut > 0 && part.slice(0, cut).trim() === name) return part.slice(cut + 1).trim();
  }
  return undefined;
}

/** The device of a sign-in request, when its cookie was set by a sign-in of this address. */
export function knownDeviceOf(headers: Headers, email: string): KnownDevice | null {
  const value = readCookie(headers.get('cookie') ?? '', cookieName());
  const [id, signed, ...rest] = value?.split('.') ?? [];
  if (!id || !signed || rest.length > 0) return null;
  const given = Buffer.from(signed, 'base64url');
  const expected = signature(email, id);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { id } : null;
}

// The Auth.js route builds its own response; the sign-in there hands the cookie to this scope, which the
// route handler adds to that response. A server action has no such scope and sets it through Next.
const routeScope = new AsyncLocalStorage<{ setCookie?: string }>();

function setCookieLine(value: string): string {
  return `${cookieName()}=${value}; Path=/; Max-Age=${lifetimeSeconds}; HttpOnly; SameSite=Lax${sessionCookie().secure ? '; Secure' : ''}`;
}

/** Marks the device as known for this address after a successful password sign-in (a new one keeps its id). */
export async function rememberDevice(email: string, device: KnownDevice | null): Promise<void> {
  const id = device?.id ?? randomBytes(16).toString('base64url');
  const value = `${id}.${signature(email, id).toString('base64url')}`;
  const scope = routeScope.getStore();
  if (scope) {
    scope.setCookie = setCookieLine(value);
    return;
  }
  (await cookies()).set(cookieName(), value, { path: '/', maxAge: lifetimeSeconds, httpOnly: true, sameSite: 'lax', secure: sessionCookie().secure });
}

/** Wraps the Auth.js route handler so that a sign-in through it can set the device cookie. */
export function withKnownDeviceCookie<R extends Request>(handler: (request: R) => Promise<Response>) {
  return async (request: R): Promise<Response> => {
    const scope: { setCookie?: string } = {};
    const response = await routeScope.run(scope, () => handler(request));
    if (!scope.setCookie) return response;
    const headers = new Headers(response.headers);
    headers.append('set-cookie', scope.setCookie);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  };
}
