import { PagePlaceholder } from '@/components/shell/page-placeholder';
import { guardPage } from '@/lib/auth/guard-page';
import { routeMetadata } from '@/lib/i18n/route-metadata';

export const generateMetadata = () => routeMetadata('map');

export default async function MapPage() {
  // Without the plan the page shows no catalogue data; the shell shows the upsell dialog.
  await guardPage('COMIKE_MAP');
  return <PagePlaceholder page="map" />;
}
