import 'server-only';
import { db } from '@/lib/db';

/**
 * How long a code or a link is kept after it expired: a late try still hears "expired" (and can ask for
 * a new one) rather than "invalid"; after that it is only data.
 */
const expiredCodesKeptDays = 7;

/** Deletes password reset codes and email confirmation links that expired more than a week ago. */
export async function deleteExpiredCodes(now: Date = new Date()): Promise<{ resetCodes: number; verificationLinks: number }> {
  const expiredBefore = new Date(now.getTime() - expiredCodesKeptDays * 24 * 3600_000);
  const resetCodes = await db.passwordResetCode.deleteMany({ where: { expiresAt: { lte: expiredBefore } } });
  const verificationLinks = await db.verificationToken.deleteMany({ where: { expires: { lte: expiredBefore } } });
  return { resetCodes: resetCodes.count, verificationLinks: verificationLinks.count };
}
