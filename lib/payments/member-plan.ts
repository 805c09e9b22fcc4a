import 'server-only';
import { db } from '@/lib/db';
import { platinumHolding, type PlatinumHolding } from './membership';

/** The signed-in user's Platinum plan as the guards see it now (a demo or staff grant included). */
export function getMemberPlan(userId: string, now = new Date()): Promise<PlatinumHolding> {
  return platinumHolding(db, userId, now);
}
