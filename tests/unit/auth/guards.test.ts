import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/lib/auth/session-user';
import { sessionUser } from '@/tests/support/session-user';

const session = vi.hoisted(() => ({ current: null as { user: SessionUser; expires: string } | null }));

// The guards' only input is the current user; reading it from the session is tested end to end.
vi.mock('@/lib/auth/current-user', () => ({ getCurrentUser: async () => session.current?.user ?? null }));

const { requirePlan, requireUser } = await import('@/lib/auth/guards');

function signedIn(overrides: Partial<SessionUser>) {
  session.current = {
    expires: '2999-01-01T00:00:00Z',
    user: sessionUser(overrides),
  };
}

beforeEach(() => {
  session.current = null;
});

describe('requireUser', () => {
  it('throws unauthenticated for a visitor and returns the user otherwise', async () => {
    await expect(requireUser()).rejects.toMatchObject({ code: 'unauthenticated', messageKey: 'Errors.auth.signInRequired' });
    signedIn({});
    await expect(requireUser()).resolves.toMatchObject({ id: 'u1' });
  });
});

describe('requirePlan', () => {
  const today = '2025-08-16';

  it('follows the permission check for every kind of user', async () => {
    await expect(requirePlan({ today })).rejects.toMatchObject({ code: 'unauthenticated' });
    signedIn({ roles: [] });
    await expect(requirePlan({ today })).rejects.toMatchObject({ code: 'forbidden', messageKey: 'Errors.auth.planRequired' });
    signedIn({ roles: ['Bronze'] });
    await expect(requirePlan({ today })).rejects.toMatchObject({ messageKey: 'Errors.auth.planRequired' });
    signedIn({ roles: ['Platinum'], birthdate: '2008-01-01' });
    await expect(requirePlan({ today })).rejects.toMatchObject({ code: 'forbidden', messageKey: 'Errors.auth.restricted' });
    signedIn({ roles: ['Platinum'], showAdult: false });
    await expect(requirePlan({ today })).rejects.toMatchObject({ messageKey: 'Errors.auth.restricted' });
    signedIn({ roles: ['Platinum'] });
    await expect(requirePlan({ today })).resolves.toMatchObject({ id: 'u1' });
  });

  it('accepts any listed role', async () => {
    signedIn({ roles: ['Bronze'] });
    await expect(requirePlan({ roles: ['Platinum', 'Bronze'], today })).resolves.toMatchObject({ id: 'u1' });
  });
});
