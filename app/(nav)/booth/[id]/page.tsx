import { PagePlaceholder } from '@/components/shell/page-placeholder';
import { routeMetadata } from '@/lib/i18n/route-metadata';

export const generateMetadata = () => routeMetadata('boothDetail');

export default function BoothDetailPage() {
  return <PagePlaceholder page="boothDetail" />;
}
