import { PagePlaceholder } from '@/components/shell/page-placeholder';
import { routeMetadata } from '@/lib/i18n/route-metadata';

export const generateMetadata = () => routeMetadata('login');

export default function LoginPage() {
  return <PagePlaceholder page="login" />;
}
