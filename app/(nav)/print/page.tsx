import { PagePlaceholder } from '@/components/shell/page-placeholder';
import { routeMetadata } from '@/lib/i18n/route-metadata';

export const generateMetadata = () => routeMetadata('print');

export default function PrintPage() {
  return <PagePlaceholder page="print" />;
}
