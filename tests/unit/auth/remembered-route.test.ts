import { describe, expect, it } from 'vitest';
import {
  clearRememberedRoute,
  readRememberedRoute,
  returnTarget,
  routeToRemember,
  writeRememberedRoute,
  type LocationLike,
  type RememberedRoute,
} from '@/lib/auth/remembered-route';

function at(url: string): LocationLike {
  const { href, origin, pathname, search, hash } = new URL(url);
  return { href, origin, pathname, search, hash };
}

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const earlier: RememberedRoute = { updatedAt: 1, requestURL: 'http://localhost/map#Day1', routeFullPath: '/map', routeHash: '#Day1' };

describe('routeToRemember (app start)', () => {
  it('keeps the four fields of the page opened first', () => {
    expect(routeToRemember(at('http://localhost/user/favorites?color=2#top'), null, 42)).toEqual({
      updatedAt: 42,
      requestURL: 'http://localhost/user/favorites?color=2#top',
      routeFullPath: '/user/favorites?color=2',
      routeHash: '#top',
    });
  });

  it('takes the route the guard sent the visitor away from, with the hash the browser kept', () => {
    const location = at(`http://localhost/auth/login?callbackUrl=${encodeURIComponent('/map?day=2')}#wcid/key=1`);
    expect(routeToRemember(location, earlier, 7)).toEqual({
      updatedAt: 7,
      requestURL: 'http://localhost/map?day=2#wcid/key=1',
      routeFullPath: '/map?day=2',
      routeHash: '#wcid/key=1',
    });
  });

  it('ignores a callbackUrl that leaves the site', () => {
    const location = at(`http://localhost/auth/login?callbackUrl=${encodeURIComponent('//evil.example/x')}`);
    expect(routeToRemember(location, null, 1)?.routeFullPath).toBe('/auth/login?callbackUrl=%2F%2Fevil.example%2Fx');
  });

  it('does not let sign-in pages replace a remembered route', () => {
    expect(routeToRemember(at('http://localhost/auth/sign-up'), earlier, 1)).toBeNull();
    expect(routeToRemember(at('http://localhost/auth/login'), earlier, 1)).toBeNull();
    expect(routeToRemember(at('http://localhost/auth/login'), null, 1)?.routeFullPath).toBe('/auth/login');
  });
});

describe('returnTarget (the sign-in return)', () => {
  it('returns to the remembered route with its hash', () => {
    expect(returnTarget(earlier, null)).toBe('/map#Day1');
  });

  it('turns a remembered top page or sign-in page into the circle list', () => {
    expect(returnTarget({ ...earlier, routeFullPath: '/', routeHash: '' }, null)).toBe('/circle/list');
    expect(returnTarget({ ...earlier, routeFullPath: '/auth/login?x=1', routeHash: '' }, null)).toBe('/circle/list');
    expect(returnTarget({ ...earlier, routeFullPath: '/auth/msal', routeHash: '' }, null)).toBe('/circle/list');
  });

  it('falls back to the login page’s callbackUrl, then to the circle list', () => {
    expect(returnTarget(null, '/print?days=1')).toBe('/print?days=1');
    expect(returnTarget(null, 'https://evil.example/')).toBe('/circle/list');
    expect(returnTarget(null, null)).toBe('/circle/list');
  });

  it('drops a hash of more than 128 characters', () => {
    expect(returnTarget({ ...earlier, routeHash: `#${'x'.repeat(128)}` }, null)).toBe('/map');
    expect(returnTarget({ ...earlier, routeHash: `#${'x'.repeat(127)}` }, null)).toBe(`/map#${'x'.repeat(127)}`);
  });
});

describe('session storage', () => {
  it('writes, reads and clears the remembered route, and ignores what it cannot trust', () => {
    const storage = memoryStorage();
    expect(readRememberedRoute(storage)).toBeNull();
    writeRememberedRoute(storage, earlier);
    expect(readRememberedRoute(storage)).toEqual(earlier);
    clearRememberedRoute(storage);
    expect(readRememberedRoute(storage)).toBeNull();
    storage.setItem('rememberedRoute', '{not json');
    expect(readRememberedRoute(storage)).toBeNull();
    storage.setItem('rememberedRoute', JSON.stringify({ ...earlier, routeFullPath: 'https://evil.example/' }));
    expect(readRememberedRoute(storage)).toBeNull();
  });
});
