import 'server-only';
import { db } from '@/lib/db';

/**
 * Signs the user out on every device: session cookies and /api/v2 tokens carry the version they were issued
 * with and stop working once it changes.
 */
export async function signOutEverywhere(userId: string): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { sessionVersion: { increment: 1 } } });
}
