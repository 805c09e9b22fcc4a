import 'server-only';
import { todayInJapan } from '@/lib/auth/calendar-date';
import { requirePlan } from '@/lib/auth/guards';
import { mayViewAdult } from '@/lib/auth/permissions';

/** Who is looking at the catalogue, as far as the catalogue's reads care. */
export type CatalogueViewer = { userId: string; mayViewAdult: boolean };

/** The Platinum guard of every catalogue screen; a failed check throws the AppError the error page shows. */
export async function requireCatalogueViewer(): Promise<CatalogueViewer> {
  const user = await requirePlan({ roles: ['Platinum'] });
  return { userId: user.id, mayViewAdult: mayViewAdult(user, todayInJapan()) };
}
