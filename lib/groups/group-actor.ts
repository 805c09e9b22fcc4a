import 'server-only';
import { requirePlan } from '@/lib/auth/guards';
import { mayViewAdult } from '@/lib/auth/permissions';
import { todayInJapan } from '@/lib/time/japan-time';
import type { GroupViewer } from './membership';

/**
 * The member behind a group action: the Platinum plan is needed, the adult opt-in is not (a group may
 * hold members who do not see adult content; the group's reads leave it out for them).
 */
export async function requireGroupActor(): Promise<GroupViewer> {
  const user = await requirePlan({ needsAdult: false });
  return { userId: user.id, mayViewAdult: mayViewAdult(user, todayInJapan()) };
}
