import { notFound } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { BoothDetailView } from '@/components/catalogue/booth-detail-view';
import { PagePlaceholder } from '@/components/shell/page-placeholder';
import { cachedBoothDetail } from '@/lib/catalogue/booth-detail';
import { parseRouteId } from '@/lib/catalogue/route-id';
import { boothDetailMetadata } from '@/lib/catalogue/detail-title';
import { catalogueViewer } from '@/lib/catalogue/viewer';

export const generateMetadata = async ({ params }: { params: Promise<{ id: string }> }) => boothDetailMetadata((await params).id);

export default async function BoothDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const viewer = await catalogueViewer('BOOTH_DETAIL');
  if (!viewer) return <PagePlaceholder page="boothDetail" />;
  const id = parseRouteId((await params).id);
  const booth = id === null ? null : await cachedBoothDetail(id, viewer, await getLocale());
  if (!booth) notFound();
  return <BoothDetailView booth={booth} />;
}
