import 'server-only';
import { cache } from 'react';
import { AppError } from '@/lib/errors';
import { auth } from './auth';
import { todayInJapan, type CalendarDate } from './calendar-date';
import { checkPermission } from './permissions';
import type { KnownRole } from './roles';
import type { SessionUser } from './session-user';

/**
 * The signed-in user of the current request, or null. Cached per request: the layout, the header and the
 * page guard all ask, and each session read costs a database query.
 */
export const getCurrentUser = cache(async (): Promise<SessionUser | null> => {
  const session = await auth();
  return session?.user?.id ? session.user : null;
});

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
