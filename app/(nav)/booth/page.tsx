import { PagePlaceholder } from '@/components/shell/page-placeholder';
import { routeMetadata } from '@/lib/i18n/route-metadata';

export const generateMetadata = () => routeMetadata('boothList');

export default function BoothListPage() {
  return <PagePlaceholder page="boothList" />;
}
