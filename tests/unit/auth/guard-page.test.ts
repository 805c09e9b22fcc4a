import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/lib/auth/session-user';
import { sessionUser } from '@/tests/support/session-user';

const state = vi.hoisted(() => ({ user: null as SessionUser | null, path: '/circle/list' }));

vi.mock('@/lib/auth/current-user', () => ({ getCurrentUser: async () => state.user }));
vi.mock('@/lib/http/request-info', () => ({ getRequestPath: async () => state.path, isBotRequest: async () => false }));

const { guardPage } = await import('@/lib/auth/guard-page');

const member = sessionUser;

/** Where `redirect()` sends the page, read from the error Next throws for it. */
async function redirectOf(run: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await run();
    return undefined;
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? '';
    if (!digest.startsWith('NEXT_REDIRECT')) throw error;
    return digest.split(';')[2];
  }
}

beforeEach(() => {
  state.user = null;
  state.path = '/circle/list';
});

describe('guardPage', () => {
  it('sends a visitor of a catalogue page to the login, remembering the page', async () => {
    expect(await redirectOf(() => guardPage('CIRCLE_LIST'))).toBe('/auth/login?callbackUrl=%2Fcircle%2Flist');
  });

  it('sends an under-18 user to the restriction page', async () => {
    state.user = member({ roles: ['Platinum'], birthdate: '2015-01-01' });
    expect(await redirectOf(() => guardPage('COMIKE_MAP'))).toBe('/restriction');
  });

  it('answers upsell for a user without the plan, and authorized with the user for a member', async () => {
    state.user = member({ roles: ['Bronze'] });
    await expect(guardPage('FAVORITE')).resolves.toEqual({ access: 'upsell', user: state.user });
    state.user = member({ roles: ['Platinum'] });
    await expect(guardPage('FAVORITE')).resolves.toEqual({ access: 'authorized', user: state.user });
  });

  it('lets anyone see open pages and asks for a login only where the route needs one', async () => {
    state.path = '/docs/help';
    await expect(guardPage('HELP')).resolves.toEqual({ access: 'authorized', user: null });
    state.path = '/account/settings';
    expect(await redirectOf(() => guardPage('SETTING'))).toBe('/auth/login?callbackUrl=%2Faccount%2Fsettings');
    state.user = member({ birthdate: '2015-01-01', showAdult: false });
    await expect(guardPage('SETTING')).resolves.toEqual({ access: 'authorized', user: state.user });
  });
});
