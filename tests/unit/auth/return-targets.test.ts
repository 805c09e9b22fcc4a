import { describe, expect, it } from 'vitest';
import { loginPathFor } from '@/lib/auth/auth-paths';
import { authRedirectUrl } from '@/lib/auth/auth-redirect';
import { loginQuerySchema } from '@/lib/auth/login-query';
import { redirectTargetSchema } from '@/lib/auth/redirect-target';
import { callbackRoute, readRememberedRoute, rememberedRouteKey, returnTarget } from '@/lib/auth/remembered-route';
import { bypasses } from '@/tests/support/return-path-bypasses';

// Every place that takes a return target refuses the whole bypass list (finding 1 of the security review).

function storageWith(routeFullPath: string): Storage {
  const value = JSON.stringify({ updatedAt: 1, requestURL: 'http://localhost/', routeFullPath, routeHash: '' });
  return { getItem: (key: string) => (key === rememberedRouteKey ? value : null) } as Storage;
}

function loginPage(callbackUrl: string) {
  const url = new URL(`http://localhost/auth/login?${new URLSearchParams({ callbackUrl })}`);
  return { href: url.href, origin: url.origin, pathname: url.pathname, search: url.search, hash: url.hash };
}

describe.each(bypasses.map((value) => [JSON.stringify(value), value] as const))('the return target %s', (_, value) => {
  it('is no callbackUrl of the login page or the sign-in return', () => {
    expect(loginQuerySchema.parse({ callbackUrl: value }).callbackUrl).toBeUndefined();
    expect(redirectTargetSchema.safeParse(value).success).toBe(false);
  });

  it('is not put into a login link', () => {
    expect(loginPathFor(value)).toBe('/auth/login');
  });

  it('is neither remembered nor returned to', () => {
    expect(callbackRoute(loginPage(value), 1)).toBeNull();
    expect(readRememberedRoute(storageWith(value))).toBeNull();
    expect(returnTarget(null, value)).toBe('/circle/list');
  });
});

describe('return targets of this site', () => {
  it('are kept, normalised as a browser would', () => {
    expect(loginPathFor('/circle/list?day=1')).toBe('/auth/login?callbackUrl=%2Fcircle%2Flist%3Fday%3D1');
    expect(returnTarget(null, '/print?days=1#top')).toBe('/print?days=1#top');
    expect(returnTarget(null, '/map/../user/favorites')).toBe('/user/favorites');
    expect(callbackRoute(loginPage('/@evil.example'), 1)?.routeFullPath).toBe('/@evil.example');
  });
});

describe("Auth.js's redirect callback", () => {
  const baseUrl = 'http://localhost:3000';

  it.each(bypasses.map((value) => [JSON.stringify(value), value] as const))('sends %s to the top page', (_, value) => {
    expect(authRedirectUrl(value, baseUrl)).toBe(`${baseUrl}/`);
    expect(authRedirectUrl(`${baseUrl}${value}`, baseUrl)).toMatch(new RegExp(`^${baseUrl}/`));
    expect(new URL(authRedirectUrl(`${baseUrl}${value}`, baseUrl)).origin).toBe(baseUrl);
  });

  it('follows paths and absolute URLs of the site', () => {
    expect(authRedirectUrl('/auth/msal?callbackUrl=%2Fmap', baseUrl)).toBe(`${baseUrl}/auth/msal?callbackUrl=%2Fmap`);
    expect(authRedirectUrl(`${baseUrl}/circle/list`, baseUrl)).toBe(`${baseUrl}/circle/list`);
    expect(authRedirectUrl('https://evil.example/circle/list', baseUrl)).toBe(`${baseUrl}/`);
  });
});
