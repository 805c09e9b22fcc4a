import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchRoute, menuItems, routes } from '@/lib/routes';

const appDir = path.resolve(import.meta.dirname, '../../../app');

// `/print-type-{n}` reaches its page through a rewrite in next.config.ts; the booth list sits in a route
// group of its own, so that its loading screen does not reach the booth detail page.
const rewrittenPages: Record<string, string> = { '/print-type-:printType?': 'print-type/[printType]', '/booth': 'booth/(list)' };

function pageFolder(pattern: string): string {
  return rewrittenPages[pattern] ?? pattern.slice(1).replace(/:(\w+)/g, '[$1]');
}

describe('route table', () => {
  it.each(routes.map((route) => [route.pattern, route] as const))('%s has a page in its layout group', (_pattern, route) => {
    const folder = path.join(appDir, `(${route.layout})`, pageFolder(route.pattern));
    // A route of the older catalogue may only forward (a route handler answering with a redirect).
    const files = ['page.tsx', 'route.ts'].map((name) => path.join(folder, name)).filter((file) => existsSync(file));
    expect(files, folder).toHaveLength(1);
  });

  it('matches concrete paths to their route', () => {
    expect(matchRoute('/')?.viewMode).toBe('TOP_PAGE');
    expect(matchRoute('/circle/list')?.viewMode).toBe('CIRCLE_LIST');
    expect(matchRoute('/circle/1234')?.viewMode).toBe('CIRCLE_DETAIL');
    expect(matchRoute('/booth/7/')?.viewMode).toBe('BOOTH_DETAIL');
    expect(matchRoute('/print-type-3')?.viewMode).toBe('COMIKE_PRINT_DETAIL');
    expect(matchRoute('/print-type-')?.viewMode).toBe('COMIKE_PRINT_DETAIL');
    expect(matchRoute('/auth/msal')?.viewMode).toBe('LOGIN');
    expect(matchRoute('/auth/sign-up')?.viewMode).toBe('SIGN_UP');
    expect(matchRoute('/auth/verify')?.viewMode).toBe('VERIFY_EMAIL');
    expect(matchRoute('/auth/reset-password')?.viewMode).toBe('PASSWORD_RESET');
    expect(matchRoute('/circle/list/extra')).toBeUndefined();
    expect(matchRoute('/group')?.viewMode).toBe('GROUPS');
    expect(matchRoute('/group/AbCdEfGhIjKlMnOpQrStUv')?.viewMode).toBe('GROUP');
    expect(matchRoute('/group/AbCdEfGhIjKlMnOpQrStUv/settle')?.viewMode).toBe('GROUP_SETTLE');
    expect(matchRoute('/group-invite/AbCdEfGhIjKlMnOpQrStUv')?.viewMode).toBe('GROUP_INVITE');
  });

  it('puts the menu items in their places', () => {
    const placements = Object.fromEntries(menuItems.map((item) => [item.href, item.placement]));
    expect(placements).toEqual({
      '/': 'main-desktop',
      '/circle/list': 'main',
      '/booth': 'main-desktop',
      '/user/favorites': 'main',
      '/plan': 'main-desktop',
      '/group': 'main-desktop',
      '/map': 'main',
      '/print': 'main-desktop',
      '/comicos': 'main-desktop',
    });
  });

  it('opens the sign-in pages to everyone, without a menu item, in the empty layout', () => {
    const signInPages = routes.filter((route) => route.pattern.startsWith('/auth/'));
    expect(signInPages.map((route) => route.pattern).sort()).toEqual(
      ['/auth/auth2-logout', '/auth/login', '/auth/msal', '/auth/msal-logout', '/auth/reset-password', '/auth/sign-up', '/auth/verify'],
    );
    for (const route of signInPages) expect(route).toMatchObject({ layout: 'empty', roles: [], menu: 'none' });
  });

  it('marks the catalogue screens as adult content and the account screens as needing a login', () => {
    const adult = routes.filter((route) => 'needsAdult' in route && route.needsAdult).map((route) => route.viewMode);
    // A group's screens leave adult circles out for a member who may not see them instead (decision 036).
    const groupScreens = ['GROUPS', 'GROUP', 'GROUP_SETTLE'];
    expect(adult).toEqual(routes.filter((route) => route.roles.length > 0 && !groupScreens.includes(route.viewMode)).map((route) => route.viewMode));
    expect(routes.filter((route) => 'needsLogin' in route && route.needsLogin).map((route) => route.viewMode)).toEqual([...groupScreens, 'GROUP_INVITE', 'SETTING', 'BILLING']);
  });

  it('asks for Platinum exactly on the catalogue and group screens', () => {
    const platinum = routes.filter((route) => route.roles.some((role) => role === 'Platinum')).map((route) => route.viewMode);
    expect(platinum).toEqual([
      'CIRCLE_LIST',
      'BOOTH_LIST',
      'BOOTH_DETAIL',
      'CIRCLE_DETAIL',
      'FAVORITE',
      'EVENT_DAY_PLAN',
      'GROUPS',
      'GROUP',
      'GROUP_SETTLE',
      'COMIKE_MAP',
      'COMIKE_PRINT',
      'COMIKE_PRINT_DETAIL',
      'search-result',
    ]);
  });
});
