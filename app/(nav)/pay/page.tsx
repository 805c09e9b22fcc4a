import { PagePlaceholder } from '@/components/shell/page-placeholder';
import { routeMetadata } from '@/lib/i18n/route-metadata';

export const generateMetadata = () => routeMetadata('pay');

export default function PayPage() {
  return <PagePlaceholder page="pay" />;
}
