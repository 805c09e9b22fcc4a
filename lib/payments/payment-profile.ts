import 'server-only';
import { changeAgeFields } from '@/lib/account/age-fields';
import { isAdult } from '@/lib/auth/permissions';
import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { todayInJapan } from '@/lib/time/japan-time';
import type { PaymentProfile } from './schemas';

/**
 * The "input information" step, as `paymentProfileSchema` parsed it: nickname, birthdate and the
 * adult-content choice, saved together. Buyers must be 18 or older, so a younger birthdate is refused
 * here, before any payment. The birthdate and the flag go through `changeAgeFields` like every other
 * channel: a birthdate whose one correction is spent is refused here too (docs/decisions/031).
 */
export async function savePaymentProfile(userId: string, profile: PaymentProfile, now = new Date()): Promise<{ nickname: string }> {
  if (!isAdult({ roles: [], birthdate: profile.birthdate, showAdult: false }, todayInJapan(now))) {
    throw new AppError('invalidInput', 'Errors.invalidInput', { fields: { birthdate: 'Errors.payments.underAge' } });
  }
  return db.$transaction(async (tx) => {
    await changeAgeFields(tx, userId, { birthdate: profile.birthdate, showAdult: profile.showAdult }, 'PAYMENT', now);
    return tx.user.update({ where: { id: userId }, data: { nickname: profile.nickname }, select: { nickname: true } });
  });
}
