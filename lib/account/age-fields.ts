import { isAdult } from '@/lib/auth/permissions';
import { AppError } from '@/lib/errors/app-error';
import type { BirthdateChannel, Prisma } from '@/lib/generated/prisma/client';
import { calendarDateFromDb, calendarDateToDb } from '@/lib/time/calendar-date';
import { todayInJapan, type CalendarDate } from '@/lib/time/japan-time';

// The only writer of `User.birthdate` and `User.showAdult`, so that no new form can skip the audit row or
// the age rules (decision 031, which also names the trigger and the source check that hold it). No
// `server-only` here: the operator's command (`npm run account:birthdate`) runs it outside Next.

/**
 * A set birthdate may be corrected this many times by the member; after that only staff change it
 * (issue: an under-18 member could otherwise become an adult in two clicks).
 */
export const birthdateCorrectionsAllowed = 1;

// The rows that changed a birthdate already set; setting the first one is not a correction.
export const correctionsOf = (userId: string) => ({ userId, previous: { not: null } }) satisfies Prisma.BirthdateChangeWhereInput;

/** What a channel asks to change; a field left out is kept. */
export interface AgeFieldsChange {
  birthdate?: CalendarDate;
  showAdult?: boolean;
}

export interface AgeFields {
  birthdate: CalendarDate | null;
  showAdult: boolean;
}

/** A change by staff after their own check (issue 47), with the reason kept in the audit row. */
export interface OperatorChange {
  channel: 'OPERATOR';
  reason: string;
}

/** Where a change comes from: one of the member's own channels, or staff. */
export type AgeFieldsSource = Exclude<BirthdateChannel, 'OPERATOR'> | OperatorChange;

/**
 * Changes the birthdate and/or the adult-content flag inside the caller's transaction, with every rule:
 * a new birthdate gets its audit row with the channel; the member corrects a set birthdate at most once,
 * and never from under 18 to 18 or over (that correction is the inquiry form's, then staff's); the flag
 * is refused unless the birthdate (after this change) is 18 or more years ago today in Japan; a
 * birthdate corrected to under 18 turns the flag off. Staff's changes skip the two correction rules and
 * keep the others. A birthdate under 18 is stored as given: the permission check then restricts the
 * catalogue.
 */
export async function changeAgeFields(
  tx: Prisma.TransactionClient,
  userId: string,
  change: AgeFieldsChange,
  source: AgeFieldsSource,
  now: Date = new Date(),
): Promise<AgeFields> {
  // Locking the member's row makes two corrections sent together count one after the other.
  const rows = await tx.$queryRaw<{ birthdate: Date | null; showAdult: boolean }[]>`SELECT "birthdate", "showAdult" FROM "User" WHERE "id" = ${userId} FOR UPDATE`;
  const row = rows[0];
  if (!row) throw new AppError('notFound', 'Errors.account.notFound');
  const today = todayInJapan(now);
  const adultOn = (birthdate: CalendarDate | null) => isAdult({ roles: [], birthdate, showAdult: false }, today);
  const previous = calendarDateFromDb(row.birthdate);
  const birthdate = change.birthdate ?? previous;
  const birthdateChanges = birthdate !== previous && birthdate !== null;
  const byStaff = typeof source !== 'string';
  if (birthdateChanges && previous !== null && !byStaff) {
    if ((await tx.birthdateChange.count({ where: correctionsOf(userId) })) >= birthdateCorrectionsAllowed) {
      throw new AppError('conflict', 'Errors.account.birthdateLocked');
    }
    if (!adultOn(previous) && adultOn(birthdate)) throw new AppError('forbidden', 'Errors.account.birthdateAdultByInquiry');
  }
  const adult = adultOn(birthdate);
  if (change.showAdult === true && !adult) {
    throw new AppError('invalidInput', 'Errors.invalidInput', { fields: { showAdult: 'Errors.account.adultFlagUnderAge' } });
  }
  const showAdult = adult && (change.showAdult ?? row.showAdult);
  if (birthdateChanges) {
    const audit = byStaff ? { channel: source.channel, reason: source.reason } : { channel: source };
    await tx.birthdateChange.create({ data: { userId, previous: row.birthdate, birthdate: calendarDateToDb(birthdate), changedAt: now, ...audit } });
  }
  if (birthdateChanges || showAdult !== row.showAdult) {
    await tx.user.update({ where: { id: userId }, data: { birthdate: birthdate === null ? null : calendarDateToDb(birthdate), showAdult } });
  }
  return { birthdate, showAdult };
}
