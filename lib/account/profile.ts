import 'server-only';
import { calendarDateFromDb, calendarDateToDb } from '@/lib/auth/calendar-date';
import { db } from '@/lib/db';
import { AppError, parseOrThrow } from '@/lib/errors';
import { Prisma } from '@/lib/generated/prisma/client';
import { birthdateUpdateSchema, nicknameSchema, showAdultSchema } from './schemas';

async function updateUser<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2025') {
      throw new AppError('notFound', 'Errors.account.notFound', { cause: error });
    }
    throw error;
  }
}

export async function updateNickname(userId: string, input: unknown): Promise<{ nickname: string }> {
  const { nickname } = parseOrThrow(nicknameSchema, input);
  return updateUser(() => db.user.update({ where: { id: userId }, data: { nickname }, select: { nickname: true } }));
}

/** A birthdate under 18 is stored as given: the permission check then restricts the catalogue. */
export async function updateBirthdate(userId: string, input: unknown): Promise<{ birthdate: string }> {
  const { birthdate } = parseOrThrow(birthdateUpdateSchema, input);
  const row = await updateUser(() =>
    db.user.update({ where: { id: userId }, data: { birthdate: calendarDateToDb(birthdate) }, select: { birthdate: true } }),
  );
  return { birthdate: calendarDateFromDb(row.birthdate) ?? birthdate };
}

export async function updateShowAdult(userId: string, input: unknown): Promise<{ showAdult: boolean }> {
  const { showAdult } = parseOrThrow(showAdultSchema, input);
  return updateUser(() => db.user.update({ where: { id: userId }, data: { showAdult }, select: { showAdult: true } }));
}
