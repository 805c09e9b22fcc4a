import { PagePlaceholder } from '@/components/shell/page-placeholder';
import { routeMetadata } from '@/lib/i18n/route-metadata';

export const generateMetadata = () => routeMetadata('payCancel');

export default function PayCancelPage() {
  return <PagePlaceholder page="payCancel" />;
}
