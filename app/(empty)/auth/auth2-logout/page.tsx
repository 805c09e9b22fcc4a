import { PagePlaceholder } from '@/components/shell/page-placeholder';
import { routeMetadata } from '@/lib/i18n/route-metadata';

export const generateMetadata = () => routeMetadata('logout');

export default function Auth2LogoutPage() {
  return <PagePlaceholder page="logout" />;
}
