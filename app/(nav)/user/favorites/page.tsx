import { PagePlaceholder } from '@/components/shell/page-placeholder';
import { routeMetadata } from '@/lib/i18n/route-metadata';

export const generateMetadata = () => routeMetadata('favorites');

export default function FavoritesPage() {
  return <PagePlaceholder page="favorites" />;
}
