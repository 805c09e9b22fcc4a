import 'server-only';
import { calendarDateFromDb, calendarDateToDb } from '@/lib/time/calendar-date';
import { isAdult } from '@/lib/auth/permissions';
import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';
import type { BirthdateChannel, Prisma } from '@/lib/generated/prisma/client';
import { todayInJapan, type CalendarDate } from '@/lib/time/japan-time';
import type { BirthdateUpdate, ShowAdultUpdate } from './schemas';

// The only writer of `User.birthdate` and `User.showAdult`, so that no new form can skip the audit row or
// the age rule (decision 031, which also names the trigger and the source check that hold it).

/**
 * A set birthdate may be corrected this many times by the member; after that only the operator changes it
 * (issue: an under-18 member could otherwise become an adult in two clicks).
 */
export const birthdateCorrectionsAllowed = 1;

// The rows that changed a birthdate already set; setting the first one is not a correction.
const correctionsOf = (userId: string) => ({ userId, previous: { not: null } }) satisfies Prisma.BirthdateChangeWhereInput;

export async function isBirthdateLocked(userId: string, birthdate: string | null): Promise<boolean> {
  if (birthdate === null) return false;
  return (await db.birthdateChange.count({ where: correctionsOf(userId) })) >= birthdateCorrectionsAllowed;
}

/** What a channel asks to change; a field left out is kept. */
export interface AgeFieldsChange {
  birthdate?: CalendarDate;
  showAdult?: boolean;
}

export interface AgeFields {
  birthdate: CalendarDate | null;
  showAdult: boolean;
}

/**
 * Changes the birthdate and/or the adult-content flag inside the caller's transaction, with every rule:
 * a new birthdate gets its audit row with the channel; a set birthdate is corrected at most once; the
 * flag is refused unless the birthdate (after this change) is 18 or more years ago today in Japan; a
 * birthdate corrected to under 18 turns the flag off. A birthdate under 18 is stored as given: the
 * permission check then restricts the catalogue.
 */
export async function changeAgeFields(
  tx: Prisma.TransactionClient,
  userId: string,
  change: AgeFieldsChange,
  channel: BirthdateChannel,
  now: Date = new Date(),
): Promise<AgeFields> {
  // Locking the member's row makes two corrections sent together count one after the other.
  const rows = await tx.$queryRaw<{ birthdate: Date | null; showAdult: boolean }[]>`SELECT "birthdate", "showAdult" FROM "User" WHERE "id" = ${userId} FOR UPDATE`;
  const row = rows[0];
  if (!row) throw new AppError('notFound', 'Errors.account.notFound');
  const previous = calendarDateFromDb(row.birthdate);
  const birthdate = change.birthdate ?? previous;
  const birthdateChanges = birthdate !== previous && birthdate !== null;
  if (birthdateChanges && previous !== null && (await tx.birthdateChange.count({ where: correctionsOf(userId) })) >= birthdateCorrectionsAllowed) {
    throw new AppError('conflict', 'Errors.account.birthdateLocked');
  }
  const adult = isAdult({ roles: [], birthdate, showAdult: false }, todayInJapan(now));
  if (change.showAdult === true && !adult) {
    throw new AppError('invalidInput', 'Errors.invalidInput', { fields: { showAdult: 'Errors.account.adultFlagUnderAge' } });
  }
  const showAdult = adult && (change.showAdult ?? row.showAdult);
  if (birthdateChanges) {
    await tx.birthdateChange.create({ data: { userId, previous: row.birthdate, birthdate: calendarDateToDb(birthdate), channel, changedAt: now } });
  }
  if (birthdateChanges || showAdult !== row.showAdult) {
    await tx.user.update({ where: { id: userId }, data: { birthdate: birthdate === null ? null : calendarDateToDb(birthdate), showAdult } });
  }
  return { birthdate, showAdult };
}

/** The settings page's and /api/v2's birthdate field. */
export async function updateBirthdate(userId: string, { birthdate }: BirthdateUpdate, channel: BirthdateChannel): Promise<{ birthdate: string }> {
  const saved = await db.$transaction((tx) => changeAgeFields(tx, userId, { birthdate }, channel));
  return { birthdate: saved.birthdate ?? birthdate };
}

/** The settings page's, the restriction page's and /api/v2's adult-content switch. */
export async function updateShowAdult(userId: string, { showAdult }: ShowAdultUpdate): Promise<{ showAdult: boolean }> {
  // The birthdate stays as it is, so the channel is never recorded.
  const saved = await db.$transaction((tx) => changeAgeFields(tx, userId, { showAdult }, 'SETTINGS'));
  return { showAdult: saved.showAdult };
}
