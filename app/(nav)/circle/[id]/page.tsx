import { PagePlaceholder } from '@/components/shell/page-placeholder';
import { routeMetadata } from '@/lib/i18n/route-metadata';

export const generateMetadata = () => routeMetadata('circleDetail');

export default function CircleDetailPage() {
  return <PagePlaceholder page="circleDetail" />;
}
