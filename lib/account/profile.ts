import 'server-only';
import { db } from '@/lib/db';
import { AppError, parseOrThrow } from '@/lib/errors';
import { Prisma } from '@/lib/generated/prisma/client';
import { nicknameSchema, showAdultSchema } from './schemas';

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

export async function updateShowAdult(userId: string, input: unknown): Promise<{ showAdult: boolean }> {
  const { showAdult } = parseOrThrow(showAdultSchema, input);
  return updateUser(() => db.user.update({ where: { id: userId }, data: { showAdult }, select: { showAdult: true } }));
}
