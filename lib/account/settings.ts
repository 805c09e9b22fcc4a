import 'server-only';
import { calendarDateFromDb } from '@/lib/time/calendar-date';
import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { isBirthdateLocked } from './birthdate';
import type { ListDisplaySettings } from '@/lib/catalogue/list-display';
import { getListDisplaySettings } from './preferences';
import { listSignInMethods, type SignInMethod } from './sign-in-methods';

export interface AccountSettings {
  email: string | null;
  nickname: string;
  birthdate: string | null;
  /** The one correction of a set birthdate is used up: the page shows the field locked. */
  birthdateLocked: boolean;
  showAdult: boolean;
  locale: string | null;
  listDisplay: ListDisplaySettings;
  signInMethods: SignInMethod[];
}

/** Everything the settings page shows, read in one go. */
export async function getAccountSettings(userId: string): Promise<AccountSettings> {
  const [user, listDisplay, signInMethods] = await Promise.all([
    db.user.findUnique({ where: { id: userId }, select: { email: true, nickname: true, birthdate: true, showAdult: true, locale: true } }),
    getListDisplaySettings(userId),
    listSignInMethods(userId),
  ]);
  if (!user) throw new AppError('notFound', 'Errors.account.notFound');
  const birthdate = calendarDateFromDb(user.birthdate);
  return { ...user, birthdate, birthdateLocked: await isBirthdateLocked(userId, birthdate), listDisplay, signInMethods };
}
