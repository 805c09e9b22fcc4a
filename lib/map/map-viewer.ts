import 'server-only';
import { requirePlan } from '@/lib/auth/guards';
import { mayViewAdult } from '@/lib/auth/permissions';
import type { CatalogueViewer } from '@/lib/catalogue/viewer';
import { todayInJapan } from '@/lib/time/japan-time';

/** For the map's route handlers, which the proxy does not guard: the plan, as the map page requires it. */
export async function requireMapViewer(): Promise<CatalogueViewer> {
  const user = await requirePlan();
  return { userId: user.id, mayViewAdult: mayViewAdult(user, todayInJapan()) };
}
