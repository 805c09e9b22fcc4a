import { notFound } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { CircleDetailView } from '@/components/catalogue/circle-detail-view';
import { CircleWantPanel } from '@/components/groups/circle-want-panel';
import { PagePlaceholder } from '@/components/shell/page-placeholder';
import { cachedCircleDetail } from '@/lib/catalogue/circle-detail';
import { memberOverlay } from '@/lib/catalogue/member-overlay';
import { parseRouteId } from '@/lib/catalogue/route-id';
import { circleDetailMetadata } from '@/lib/catalogue/detail-title';
import { catalogueViewer } from '@/lib/catalogue/viewer';

export const generateMetadata = async ({ params }: { params: Promise<{ id: string }> }) => circleDetailMetadata((await params).id);

export default async function CircleDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const viewer = await catalogueViewer('CIRCLE_DETAIL');
  if (!viewer) return <PagePlaceholder page="circleDetail" />;
  const id = parseRouteId((await params).id);
  const circle = id === null ? null : await cachedCircleDetail(id, viewer, await getLocale());
  if (!circle) notFound();
  return (
    <>
      <CircleDetailView circle={circle} member={await memberOverlay(viewer.userId, [circle.id])} />
      <CircleWantPanel userId={viewer.userId} circleId={circle.id} works={circle.works} />
    </>
  );
}
