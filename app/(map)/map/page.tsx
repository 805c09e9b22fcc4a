import { PagePlaceholder } from '@/components/shell/page-placeholder';
import { routeMetadata } from '@/lib/i18n/route-metadata';

export const generateMetadata = () => routeMetadata('map');

export default function MapPage() {
  return <PagePlaceholder page="map" />;
}
