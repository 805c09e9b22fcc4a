import { notFound } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { CircleDetailView } from '@/components/catalogue/circle-detail-view';
import { PagePlaceholder } from '@/components/shell/page-placeholder';
import { findCircleDetail } from '@/lib/catalogue/circle-detail';
import { parseRouteId } from '@/lib/catalogue/route-id';
import { catalogueViewer } from '@/lib/catalogue/viewer';
import { routeMetadata } from '@/lib/i18n/route-metadata';

export const generateMetadata = () => routeMetadata('circleDetail');

export default async function CircleDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const viewer = await catalogueViewer('CIRCLE_DETAIL');
  if (!viewer) return <PagePlaceholder page="circleDetail" />;
  const id = parseRouteId((await params).id);
  const circle = id === null ? null : await findCircleDetail(id, viewer, await getLocale());
  if (!circle) notFound();
  return <CircleDetailView circle={circle} />;
}
