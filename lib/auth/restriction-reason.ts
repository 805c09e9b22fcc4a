import type { CalendarDate } from '@/lib/time/japan-time';
import { isAdult, type PermissionSubject } from './permissions';

/**
 * Why the catalogue is closed to this user, in the order they can act on it: a visitor signs in, a missing
 * birthdate is entered, a minor waits, an adult who hid adult content switches it on. `none`: nothing
 * keeps them out any more (they came back after fixing it).
 */
export type RestrictionReason = 'signedOut' | 'noBirthdate' | 'underAge' | 'adultHidden' | 'none';

export function restrictionReason(user: PermissionSubject | null, today: CalendarDate): RestrictionReason {
  if (!user) return 'signedOut';
  if (user.birthdate === null) return 'noBirthdate';
  if (!isAdult(user, today)) return 'underAge';
  if (!user.showAdult) return 'adultHidden';
  return 'none';
}
