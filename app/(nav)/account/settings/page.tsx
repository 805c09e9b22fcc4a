import { PagePlaceholder } from '@/components/shell/page-placeholder';
import { routeMetadata } from '@/lib/i18n/route-metadata';

export const generateMetadata = () => routeMetadata('settings');

export default function SettingsPage() {
  return <PagePlaceholder page="settings" />;
}
