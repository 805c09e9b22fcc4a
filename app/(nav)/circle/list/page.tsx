import { PagePlaceholder } from '@/components/shell/page-placeholder';
import { routeMetadata } from '@/lib/i18n/route-metadata';

export const generateMetadata = () => routeMetadata('circleList');

export default function CircleListPage() {
  return <PagePlaceholder page="circleList" />;
}
