import { describe, expect, it } from 'vitest';
import { restrictionReason } from '@/lib/auth/restriction-reason';

const today = '2025-08-16';

describe('restrictionReason', () => {
  it.each([
    ['a visitor', null, 'signedOut'],
    ['a user without a birthdate, even opted in', { roles: [], birthdate: null, showAdult: true }, 'noBirthdate'],
    ['a user who turns 18 tomorrow', { roles: ['Platinum'], birthdate: '2007-08-17', showAdult: true }, 'underAge'],
    ['an adult who hid adult content', { roles: ['Platinum'], birthdate: '1990-04-01', showAdult: false }, 'adultHidden'],
    ['an adult who turned 18 today and opted in', { roles: [], birthdate: '2007-08-16', showAdult: true }, 'none'],
  ] as const)('names the reason for %s', (_, user, reason) => {
    expect(restrictionReason(user, today)).toBe(reason);
  });
});
