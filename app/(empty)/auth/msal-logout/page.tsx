import { LogoutScreen } from '@/components/auth/logout-screen';
import { routeMetadata } from '@/lib/i18n/route-metadata';

export const generateMetadata = () => routeMetadata('logout');

export default function MsalLogoutPage() {
  return <LogoutScreen />;
}
