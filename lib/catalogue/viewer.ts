import 'server-only';
import { guardPage } from '@/lib/auth/guard-page';
import { mayViewAdult } from '@/lib/auth/permissions';
import type { SignedInViewMode } from '@/lib/routes';
import { todayInJapan } from '@/lib/time/japan-time';

/** Who is looking at the catalogue, as far as the catalogue's reads care. */
export type CatalogueViewer = { userId: string; mayViewAdult: boolean };

/**
 * The page guard of a catalogue screen: a visitor is sent to the login and a user who may not use the
 * catalogue to /restriction (both by redirect); null means the user lacks the plan, and the page shows
 * no catalogue data while the shell offers the plan.
 */
export async function catalogueViewer(viewMode: SignedInViewMode): Promise<CatalogueViewer | null> {
  const access = await guardPage(viewMode);
  if (access.access === 'upsell') return null;
  return { userId: access.user.id, mayViewAdult: mayViewAdult(access.user, todayInJapan()) };
}
