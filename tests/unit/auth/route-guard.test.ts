import { NextRequest, NextResponse } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import { createGuardStep } from '@/lib/auth/guard-step';
import type { PermissionSubject } from '@/lib/auth/permissions';
import { guardedRoute, guardOutcome, upsellViewModes } from '@/lib/auth/route-access';
import { routes, type ViewMode } from '@/lib/routes';

const now = new Date('2025-08-16T03:00:00Z');
const today = '2025-08-16';

const adult = { birthdate: '1990-04-01', showAdult: true };

const people = {
  visitor: null,
  withoutPlan: { roles: [], ...adult },
  bronze: { roles: ['Bronze'], ...adult },
  platinum: { roles: ['Platinum'], ...adult },
  // Platinum bought, but 17 today: the plan does not lift the age rule.
  under18: { roles: ['Platinum'], birthdate: '2008-08-17', showAdult: true },
} satisfies Record<string, PermissionSubject | null>;

type Person = keyof typeof people;
type Cell = 'page' | 'login' | 'upsell' | 'restriction';

// Written out rather than derived from the table, so that a changed row shows up here.
const catalogue: Record<Person, Cell> = { visitor: 'login', withoutPlan: 'upsell', bronze: 'upsell', platinum: 'page', under18: 'restriction' };
const signedInOnly: Record<Person, Cell> = { visitor: 'login', withoutPlan: 'page', bronze: 'page', platinum: 'page', under18: 'page' };
const open: Record<Person, Cell> = { visitor: 'page', withoutPlan: 'page', bronze: 'page', platinum: 'page', under18: 'page' };
// A group's screens leave adult circles out for a member who may not see them, so the age rule does not
// keep a minor with the plan out of them (decision 036).
const groups: Record<Person, Cell> = { ...catalogue, under18: 'page' };
// A minor must not pay for a plan the age rule keeps them from using; visitors still read the offer.
const payment: Record<Person, Cell> = { ...open, under18: 'restriction' };

const expected: Record<ViewMode, Record<Person, Cell>> = {
  TOP_PAGE: open,
  CIRCLE_LIST: catalogue,
  BOOTH_LIST: catalogue,
  BOOTH_DETAIL: catalogue,
  CIRCLE_DETAIL: catalogue,
  FAVORITE: catalogue,
  EVENT_DAY_PLAN: catalogue,
  GROUPS: groups,
  GROUP: groups,
  GROUP_SETTLE: groups,
  GROUP_INVITE: signedInOnly,
  COMIKE_MAP: catalogue,
  COMIKE_PRINT: catalogue,
  COMIKE_PRINT_DETAIL: catalogue,
  LOGIN: open,
  LOGOUT: open,
  SIGN_UP: open,
  VERIFY_EMAIL: open,
  PASSWORD_RESET: open,
  SETTING: signedInOnly,
  BILLING: signedInOnly,
  PAYMENT_START: payment,
  'pay-cancel': open,
  RESTRICTION: open,
  HELP: open,
  COMICOS: open,
  'search-result': catalogue,
};

/** A concrete path of a route pattern: `/booth/:id` → `/booth/12`. */
function examplePath(pattern: string): string {
  return pattern.replace(/:(\w+)\?/g, '3').replace(/:(\w+)/g, '12');
}

/** One cell as the proxy decides it: its step's redirect, or the page with or without the upsell. */
async function visit(path: string, person: Person): Promise<{ cell: Cell; location?: string }> {
  const user = people[person];
  const step = createGuardStep(async () => user, () => now);
  const request = new NextRequest(`http://localhost${path}`);
  const passed = NextResponse.next();
  const response = await step(request, passed);
  if (response !== passed) {
    const location = new URL(response.headers.get('location') ?? '', 'http://localhost');
    expect(response.status).toBe(307);
    return { cell: location.pathname === '/auth/login' ? 'login' : 'restriction', location: `${location.pathname}${location.search}` };
  }
  const route = guardedRoute(new URL(request.url).pathname);
  if (!route) return { cell: 'page' };
  const outcome = guardOutcome({ requested: path, route, user, today });
  return { cell: outcome.kind === 'upsell' ? 'upsell' : 'page' };
}

describe('every route for every kind of user', () => {
  const cells = routes.flatMap((route) => (Object.keys(people) as Person[]).map((person) => ({ path: examplePath(route.pattern), viewMode: route.viewMode, person })));

  it.each(cells)('$path for $person', async ({ path, viewMode, person }) => {
    const { cell, location } = await visit(path, person);
    expect(cell).toBe(expected[viewMode][person]);
    if (cell === 'login') expect(location).toBe(`/auth/login?callbackUrl=${encodeURIComponent(path)}`);
    if (cell === 'restriction') expect(location).toBe('/restriction');
  });

  it('knows the expected outcome of every view mode in the table', () => {
    expect(Object.keys(expected).sort()).toEqual([...new Set(routes.map((route) => route.viewMode))].sort());
  });
});

describe('the guard step', () => {
  it('keeps the query of the requested route for the return after login', async () => {
    const { location } = await visit('/circle/list?day=2&genre=101', 'visitor');
    expect(location).toBe(`/auth/login?callbackUrl=${encodeURIComponent('/circle/list?day=2&genre=101')}`);
  });

  it('loads no user for open routes and unknown paths', async () => {
    const loadUser = vi.fn(async () => null);
    const step = createGuardStep(loadUser, () => now);
    for (const path of ['/', '/docs/help', '/auth/login', '/no/such/page', '/docs/terms']) {
      const passed = NextResponse.next();
      expect(await step(new NextRequest(`http://localhost${path}`), passed)).toBe(passed);
    }
    expect(loadUser).not.toHaveBeenCalled();
  });

  it('leaves server actions and other non-GET requests to their own checks', async () => {
    const step = createGuardStep(async () => null, () => now);
    const post = NextResponse.next();
    expect(await step(new NextRequest('http://localhost/account/settings', { method: 'POST' }), post)).toBe(post);
    const action = NextResponse.next();
    expect(await step(new NextRequest('http://localhost/circle/list', { method: 'POST', headers: { 'next-action': 'abc' } }), action)).toBe(action);
  });

  it('guards a page load that carries a server action header like any other (actions are POSTs)', async () => {
    const step = createGuardStep(async () => null, () => now);
    const load = await step(new NextRequest('http://localhost/circle/list', { headers: { 'next-action': 'abc' } }), NextResponse.next());
    expect(load.status).toBe(307);
    expect(new URL(load.headers.get('location') ?? '').pathname).toBe('/auth/login');
  });

  it('restricts an adult with a plan who hid adult content, and upsells one without', async () => {
    const hidden = { roles: ['Platinum' as const], birthdate: adult.birthdate, showAdult: false };
    const step = createGuardStep(async () => hidden, () => now);
    const response = await step(new NextRequest('http://localhost/map'), NextResponse.next());
    expect(new URL(response.headers.get('location') ?? '').pathname).toBe('/restriction');
    expect(upsellViewModes({ ...hidden, roles: [] }, today)).toContain('COMIKE_MAP');
  });
});

describe('the upsell', () => {
  it('is offered to an adult without the plan, never to a member under 18, who cannot buy it', () => {
    expect(upsellViewModes(people.withoutPlan, today)).toContain('GROUPS');
    expect(upsellViewModes({ ...people.under18, roles: [] }, today)).toEqual([]);
  });
});

describe('the payment start', () => {
  it('lets a signed-in user without a birthdate go on, since the pay steps ask for it', async () => {
    const step = createGuardStep(async () => ({ roles: [], birthdate: null, showAdult: false }), () => now);
    const passed = NextResponse.next();
    expect(await step(new NextRequest('http://localhost/pay'), passed)).toBe(passed);
  });
});

describe('upsellViewModes', () => {
  it('lists exactly the catalogue and group screens for a user without a plan, and none for others', () => {
    const catalogueModes = Object.entries(expected).filter(([, cells]) => cells === catalogue || cells === groups).map(([mode]) => mode);
    expect(upsellViewModes(people.withoutPlan, today).sort()).toEqual(catalogueModes.sort());
    expect(upsellViewModes(people.platinum, today)).toEqual([]);
    expect(upsellViewModes(people.under18, today)).toEqual([]);
    expect(upsellViewModes(null, today)).toEqual([]);
  });
});
