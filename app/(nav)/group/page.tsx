import { GroupsScreen } from '@/components/groups/groups-screen';
import { PagePlaceholder } from '@/components/shell/page-placeholder';
import { groupPageViewer } from '@/lib/groups/group-page-viewer';
import { routeMetadata } from '@/lib/i18n/route-metadata';

export const generateMetadata = () => routeMetadata('groups');

export default async function GroupsPage() {
  const viewer = await groupPageViewer('GROUPS');
  if (!viewer) return <PagePlaceholder page="groups" />;
  return <GroupsScreen userId={viewer.userId} />;
}
