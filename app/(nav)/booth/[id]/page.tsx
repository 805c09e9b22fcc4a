import { notFound } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { BoothDetailView } from '@/components/catalogue/booth-detail-view';
import { PagePlaceholder } from '@/components/shell/page-placeholder';
import { cachedBoothDetail } from '@/lib/catalogue/booth-detail';
import { parseRouteId } from '@/lib/catalogue/route-id';
import { boothDetailMetadata } from '@/lib/catalogue/detail-title';
import { catalogueViewer } from '@/lib/catalogue/viewer';

export const generateMetadata = async ({ params }: { params: Promise<{ id: string }> }) => boothDetailMetadata((await params).id);

// No loading.tsx reaches this page (the list's sits in its own group): a streamed page has already
// answered 200 when notFound() runs, so an unknown booth would not get its 404.
export default async function BoothDetailPage({ params }: { params: Promise<{ id: string }> }) {
  // A segment that cannot be an id names no booth for anyone, whatever their plan.
  const id = parseRouteId((await params).id);
  if (id === null) notFound();
  const viewer = await catalogueViewer('BOOTH_DETAIL');
  if (!viewer) return <PagePlaceholder page="boothDetail" />;
  const booth = await cachedBoothDetail(id, viewer, await getLocale());
  if (!booth) notFound();
  return <BoothDetailView booth={booth} />;
}
