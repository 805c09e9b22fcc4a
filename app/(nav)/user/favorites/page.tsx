import { PagePlaceholder } from '@/components/shell/page-placeholder';
import { guardPage } from '@/lib/auth/guard-page';
import { routeMetadata } from '@/lib/i18n/route-metadata';

export const generateMetadata = () => routeMetadata('favorites');

export default async function FavoritesPage() {
  // Without the plan the page shows no catalogue data; the shell shows the upsell dialog.
  await guardPage('FAVORITE');
  return <PagePlaceholder page="favorites" />;
}
