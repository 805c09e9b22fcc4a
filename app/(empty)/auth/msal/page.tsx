import { PagePlaceholder } from '@/components/shell/page-placeholder';
import { routeMetadata } from '@/lib/i18n/route-metadata';

export const generateMetadata = () => routeMetadata('signInReturn');

export default function SignInReturnPage() {
  return <PagePlaceholder page="signInReturn" />;
}
