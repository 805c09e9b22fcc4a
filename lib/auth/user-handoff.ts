import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { userHandoffHeader } from '@/lib/http/request-path';
import { authEnv } from './env';
import type { SessionUser } from './session-user';

/**
 * The proxy has already decoded the session cookie and loaded the user of a guarded page; it hands that
 * user to the page in a request header instead of letting the page do both again (they were a large
 * share of a list page's cost). The header is sealed with the auth secret and short-lived, and the proxy
 * drops any copy a client sends, so it cannot be forged on routes the proxy does not run on either.
 */
export { userHandoffHeader };

const maxAgeMs = 30_000;

function signature(payload: string): Buffer {
  return createHmac('sha256', authEnv().secret).update(`user-handoff\0${payload}`).digest();
}

export function sealUser(user: SessionUser, now: number = Date.now()): string {
  const payload = `${now}.${Buffer.from(JSON.stringify(user)).toString('base64url')}`;
  return `${payload}.${signature(payload).toString('base64url')}`;
}

/** The handed-over user, or undefined when there is none or it is not genuine and fresh. */
export function unsealUser(sealed: string | null, now: number = Date.now()): SessionUser | undefined {
  if (!sealed) return undefined;
  const cut = sealed.lastIndexOf('.');
  if (cut < 0) return undefined;
  const payload = sealed.slice(0, cut);
  const given = Buffer.from(sealed.slice(cut + 1), 'base64url');
  const expected = signature(payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const [issued, body] = payload.split('.');
  const age = now - Number(issued);
  if (!body || !Number.isFinite(age) || age < 0 || age > maxAgeMs) return undefined;
  return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as SessionUser;
}
