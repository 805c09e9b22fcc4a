import { VenueMapScreen } from '@/components/map/venue-map-screen';
import { PagePlaceholder } from '@/components/shell/page-placeholder';
import { catalogueViewer } from '@/lib/catalogue/viewer';
import { routeMetadata } from '@/lib/i18n/route-metadata';

export const generateMetadata = () => routeMetadata('map');

export default async function MapPage() {
  const viewer = await catalogueViewer('COMIKE_MAP');
  // Without the plan the page shows no catalogue data; the shell shows the upsell dialog.
  if (!viewer) return <PagePlaceholder page="map" />;
  return <VenueMapScreen viewer={viewer} />;
}
