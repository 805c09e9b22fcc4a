import 'server-only';
import { calendarDateFromDb, calendarDateToDb } from '@/lib/auth/calendar-date';
import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';
import type { BirthdateChannel, Prisma } from '@/lib/generated/prisma/client';
import type { BirthdateUpdate } from './schemas';

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

/**
 * Sets the member's birthdate and records the change with the channel it came through. A birthdate under
 * 18 is stored as given: the permission check then restricts the catalogue.
 */
export async function updateBirthdate(userId: string, { birthdate }: BirthdateUpdate, channel: BirthdateChannel): Promise<{ birthdate: string }> {
  return db.$transaction(async (tx) => {
    // Locking the member's row makes two corrections sent together count one after the other.
    const rows = await tx.$queryRaw<{ birthdate: Date | null }[]>`SELECT "birthdate" FROM "User" WHERE "id" = ${userId} FOR UPDATE`;
    const row = rows[0];
    if (!row) throw new AppError('notFound', 'Errors.account.notFound');
    const previous = calendarDateFromDb(row.birthdate);
    if (previous === birthdate) return { birthdate };
    if (previous !== null && (await tx.birthdateChange.count({ where: correctionsOf(userId) })) >= birthdateCorrectionsAllowed) {
      throw new AppError('conflict', 'Errors.account.birthdateLocked');
    }
    await tx.user.update({ where: { id: userId }, data: { birthdate: calendarDateToDb(birthdate) } });
    await tx.birthdateChange.create({
      data: { userId, previous: row.birthdate, birthdate: calendarDateToDb(birthdate), channel },
    });
    return { birthdate };
  });
}
