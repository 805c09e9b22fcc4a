import 'server-only';
import { AppError } from '@/lib/errors';
import { todayInJapan, type CalendarDate } from '@/lib/time/japan-time';
import { checkPermission, type PermissionResult } from './permissions';
import { getCurrentUser } from './current-user';
import type { KnownRole } from './roles';
import type { SessionUser } from './session-user';

export async function requireUser(): Promise<SessionUser> {
  const user = await getCurrentUser();
  if (!user) throw new AppError('unauthenticated', 'Errors.auth.signInRequired');
  return user;
}

export interface PlanRequirement {
  roles?: readonly KnownRole[];
  needsAdult?: boolean;
  today?: CalendarDate;
}

/** For server actions and route handlers behind a paid route: the same rules as the page guard. */
export async function requirePlan({ roles = ['Platinum'], needsAdult = true, today = todayInJapan() }: PlanRequirement = {}): Promise<SessionUser> {
  const user = await getCurrentUser();
  assertPermitted(checkPermission({ user, requiredRoles: roles, needsAdult, needsLogin: true, today }));
  if (!user) throw new AppError('unauthenticated', 'Errors.auth.signInRequired');
  return user;
}

/** A refusal of `checkPermission` as the error an action or a route handler answers with. */
export function assertPermitted(permission: PermissionResult): void {
  switch (permission) {
    case 'noLogin':
      throw new AppError('unauthenticated', 'Errors.auth.signInRequired');
    case 'restricted':
      throw new AppError('forbidden', 'Errors.auth.restricted');
    case 'showPromote':
      throw new AppError('forbidden', 'Errors.auth.planRequired');
    case 'authorized':
      return;
  }
}

// Callers that check a user often want the user itself.
export { getCurrentUser };
