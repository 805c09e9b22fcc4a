import 'server-only';
import { AppError } from '@/lib/errors';
import { todayInJapan, type CalendarDate } from '@/lib/time/japan-time';
import { checkPermission } from './permissions';
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
  switch (checkPermission({ user, requiredRoles: roles, needsAdult, needsLogin: true, today })) {
    case 'noLogin':
      throw new AppError('unauthenticated', 'Errors.auth.signInRequired');
    case 'restricted':
      throw new AppError('forbidden', 'Errors.auth.restricted');
    case 'showPromote':
      throw new AppError('forbidden', 'Errors.auth.planRequired');
    case 'authorized':
      if (!user) throw new AppError('unauthenticated', 'Errors.auth.signInRequired');
      return user;
  }
}

// Callers that check a user often want the user itself.
export { getCurrentUser };
