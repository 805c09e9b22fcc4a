import type { SessionUser } from '@/lib/auth/session-user';

/** A signed-in adult member with nothing bought, as the session gives it; `overrides` change the rest. */
export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'u1',
    email: 'a@example.com',
    emailVerified: true,
    nickname: 'Anonymous',
    birthdate: '1990-01-01',
    showAdult: true,
    roles: [],
    displayStatus: null,
    legacyLinked: true,
    termsAccepted: true,
    locale: null,
    ...overrides,
  };
}
