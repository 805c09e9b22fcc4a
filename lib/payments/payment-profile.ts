import 'server-only';
import { calendarDateToDb } from '@/lib/auth/calendar-date';
import { isAdult } from '@/lib/auth/permissions';
import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { todayInJapan } from '@/lib/time/japan-time';
import type { PaymentProfile } from './schemas';

/**
 * The "input information" step, as `paymentProfileSchema` parsed it: nickname, birthdate and the
 * adult-content choice, saved on the profile in one statement. Buyers must be 18 or older, so a younger
 * birthdate is refused here, before any payment.
 */
export async function savePaymentProfile(userId: string, profile: PaymentProfile, now = new Date()): Promise<{ nickname: string }> {
  if (!isAdult({ roles: [], birthdate: profile.birthdate, showAdult: false }, todayInJapan(now))) {
    throw new AppError('invalidInput', 'Errors.invalidInput', { fields: { birthdate: 'Errors.payments.underAge' } });
  }
  const saved = await db.user.update({
    where: { id: userId },
    data: { nickname: profile.nickname, birthdate: calendarDateToDb(profile.birthdate), showAdult: profile.showAdult },
    select: { nickname: true },
  });
  return saved;
}
