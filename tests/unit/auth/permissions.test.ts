import { describe, expect, it } from 'vitest';
import { checkPermission, mayViewAdult, type PermissionResult, type PermissionSubject } from '@/lib/auth/permissions';
import { routes } from '@/lib/routes';

const today = '2025-08-16';

const adult = { birthdate: '1990-04-01', showAdult: true };

const users: Record<string, PermissionSubject | null> = {
  visitor: null,
  withoutPlan: { roles: [], ...adult },
  bronze: { roles: ['Bronze'], ...adult },
  platinum: { roles: ['Platinum'], ...adult },
  // Platinum bought, but 17: the plan does not lift the age rule.
  under18: { roles: ['Platinum'], birthdate: '2008-08-17', showAdult: true },
};

const catalogueOutcome: Record<keyof typeof users, PermissionResult> = {
  visitor: 'noLogin',
  withoutPlan: 'showPromote',
  bronze: 'showPromote',
  platinum: 'authorized',
  under18: 'restricted',
};

describe('checkPermission over every route', () => {
  // The catalogue routes are exactly the Platinum ones, and they show adult content.
  const cells = routes.flatMap((route) => Object.keys(users).map((who) => ({ route, who })));

  it.each(cells)('$route.pattern for $who', ({ route, who }) => {
    const result = checkPermission({ user: users[who] ?? null, requiredRoles: route.roles, needsAdult: route.roles.length > 0, today });
    expect(result).toBe(route.roles.length > 0 ? catalogueOutcome[who] : 'authorized');
  });

  it('covers both kinds of route', () => {
    expect(routes.some((route) => route.roles.length === 0)).toBe(true);
    expect(routes.filter((route) => route.roles.length > 0).every((route) => route.roles.includes('Platinum'))).toBe(true);
  });
});

describe('checkPermission', () => {
  const platinumRoute = { requiredRoles: ['Platinum'] as const, needsAdult: true, today };

  it('grants access when the user holds any of the listed roles', () => {
    expect(checkPermission({ ...platinumRoute, requiredRoles: ['Platinum', 'Bronze'], user: users.bronze ?? null })).toBe('authorized');
  });

  it('restricts a member who hid adult content, and one whose birthdate is unknown', () => {
    expect(checkPermission({ ...platinumRoute, user: { roles: ['Platinum'], birthdate: adult.birthdate, showAdult: false } })).toBe('restricted');
    expect(checkPermission({ ...platinumRoute, user: { roles: ['Platinum'], birthdate: null, showAdult: true } })).toBe('restricted');
  });

  it('restricts before it upsells: an under-18 user without a plan is not offered one', () => {
    expect(checkPermission({ ...platinumRoute, user: { roles: [], birthdate: '2010-01-01', showAdult: true } })).toBe('restricted');
  });

  it('offers the plan to an adult who has not opted in to adult content yet (every new account)', () => {
    expect(checkPermission({ ...platinumRoute, user: { roles: [], birthdate: adult.birthdate, showAdult: false } })).toBe('showPromote');
    expect(checkPermission({ ...platinumRoute, user: { roles: [], birthdate: null, showAdult: false } })).toBe('restricted');
  });

  it('does not apply the age rule to a paid route without adult content', () => {
    expect(checkPermission({ ...platinumRoute, needsAdult: false, user: users.under18 ?? null })).toBe('authorized');
    expect(checkPermission({ ...platinumRoute, needsAdult: false, user: { roles: [], birthdate: null, showAdult: false } })).toBe('showPromote');
  });

  it('sends visitors of an open route that needs a login (settings) to the login', () => {
    const settings = { requiredRoles: [], needsAdult: false, needsLogin: true, today };
    expect(checkPermission({ ...settings, user: null })).toBe('noLogin');
    expect(checkPermission({ ...settings, user: users.under18 ?? null })).toBe('authorized');
  });
});

describe('mayViewAdult', () => {
  const user = (birthdate: string): PermissionSubject => ({ roles: [], birthdate, showAdult: true });

  it('turns 18 on the birthday itself, not the day before', () => {
    expect(mayViewAdult(user('2007-08-16'), today)).toBe(true);
    expect(mayViewAdult(user('2007-08-17'), today)).toBe(false);
  });

  it('counts a 29 February birthday as passed on 1 March in other years', () => {
    expect(mayViewAdult(user('2004-02-29'), '2022-02-28')).toBe(false);
    expect(mayViewAdult(user('2004-02-29'), '2022-03-01')).toBe(true);
  });
});
