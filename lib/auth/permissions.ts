import type { CalendarDate } from '@/lib/time/japan-time';
import { ageOn } from '@/lib/time/calendar-date';
import type { KnownRole } from './roles';

export const adultAge = 18;

export type PermissionResult = 'noLogin' | 'authorized' | 'showPromote' | 'restricted';

/** What the check needs to know about the signed-in user; null for a visitor. */
export interface PermissionSubject {
  roles: readonly KnownRole[];
  birthdate: CalendarDate | null;
  showAdult: boolean;
}

export interface PermissionInput {
  user: PermissionSubject | null;
  /** Any one of these grants access; empty means the route is open. */
  requiredRoles: readonly KnownRole[];
  /** The route shows adult content: under-18 users and users who hid it are restricted. */
  needsAdult: boolean;
  /** An open route that still needs a signed-in user (settings). */
  needsLogin?: boolean;
  /** Open to visitors, but a user known to be under 18 is restricted (paying for the plan). */
  refusesMinors?: boolean;
  today: CalendarDate;
}

/** 18 or more years old today, by a known birthdate. */
export function isAdult(user: PermissionSubject, today: CalendarDate): boolean {
  return user.birthdate !== null && (ageOn(user.birthdate, today) ?? 0) >= adultAge;
}

/** Under 18 today by a known birthdate; an unknown birthdate is not a minor's (it is asked before use). */
export function isKnownMinor(user: PermissionSubject, today: CalendarDate): boolean {
  return user.birthdate !== null && (ageOn(user.birthdate, today) ?? 0) < adultAge;
}

/** Adult content needs the user's own opt-in and a known birthdate of 18 or more years ago. */
export function mayViewAdult(user: PermissionSubject, today: CalendarDate): boolean {
  return user.showAdult && isAdult(user, today);
}

/**
 * The permission check of every screen (docs/decisions/005). Age comes before the upsell: a user who may not use the catalogue at all
 * must not be offered a plan for it. The adult-content opt-in comes after it: an adult without a plan
 * (an account that declined it at sign-up starts opted out) is shown what the plan unlocks first, and the opt-in is a setting
 * they can turn on themselves.
 */
export function checkPermission({ user, requiredRoles, needsAdult, needsLogin = false, refusesMinors = false, today }: PermissionInput): PermissionResult {
  const admitsVisitors = requiredRoles.length === 0 && !needsAdult && !needsLogin;
  if (!user) return admitsVisitors ? 'authorized' : 'noLogin';
  if (refusesMinors && isKnownMinor(user, today)) return 'restricted';
  if (admitsVisitors) return 'authorized';
  if (needsAdult && !isAdult(user, today)) return 'restricted';
  if (requiredRoles.length > 0 && !requiredRoles.some((role) => user.roles.includes(role))) return 'showPromote';
  if (needsAdult && !user.showAdult) return 'restricted';
  return 'authorized';
}
