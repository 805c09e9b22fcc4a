import { notFound } from 'next/navigation';
import { GroupScreen } from '@/components/groups/group-screen';
import { PagePlaceholder } from '@/components/shell/page-placeholder';
import { groupPageViewer } from '@/lib/groups/group-page-viewer';
import { isGroupId } from '@/lib/groups/group-limits';
import { isMember } from '@/lib/groups/membership';
import { routeMetadata } from '@/lib/i18n/route-metadata';

export const generateMetadata = () => routeMetadata('group');

export default async function GroupPage({ params }: { params: Promise<{ groupId: string }> }) {
  const viewer = await groupPageViewer('GROUP');
  if (!viewer) return <PagePlaceholder page="groups" />;
  const { groupId } = await params;
  if (!isGroupId(groupId) || !(await isMember(groupId, viewer.userId))) notFound();
  return <GroupScreen viewer={viewer} groupId={groupId} />;
}
