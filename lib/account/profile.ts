import 'server-only';
import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { Prisma } from '@/lib/generated/prisma/client';
import type { NicknameUpdate } from './schemas';

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

export async function updateNickname(userId: string, { nickname }: NicknameUpdate): Promise<{ nickname: string }> {
  return updateUser(() => db.user.update({ where: { id: userId }, data: { nickname }, select: { nickname: true } }));
}
