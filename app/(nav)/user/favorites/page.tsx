import { FavoritesScreen } from '@/components/favorites/favorites-screen';
import { PagePlaceholder } from '@/components/shell/page-placeholder';
import { guardPage } from '@/lib/auth/guard-page';
import { mayViewAdult } from '@/lib/auth/permissions';
import { parseFavoritesQuery } from '@/lib/favorites/favorites-query';
import { routeMetadata } from '@/lib/i18n/route-metadata';
import { todayInJapan } from '@/lib/time/japan-time';

export const generateMetadata = () => routeMetadata('favorites');

export default async function FavoritesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const access = await guardPage('FAVORITE');
  // Without the plan the page shows no favourites (they stay stored); the shell shows the upsell.
  if (access.access === 'upsell') return <PagePlaceholder page="favorites" />;
  return <FavoritesScreen userId={access.user.id} mayViewAdult={mayViewAdult(access.user, todayInJapan())} query={parseFavoritesQuery(await searchParams)} />;
}
