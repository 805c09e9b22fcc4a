import { BoothListScreen } from '@/components/catalogue/booth-list-screen';
import { PagePlaceholder } from '@/components/shell/page-placeholder';
import { cutSearchTexts, parseBoothListQuery, type RawSearchParams } from '@/lib/catalogue/list-query';
import { catalogueViewer } from '@/lib/catalogue/viewer';
import { routeMetadata } from '@/lib/i18n/route-metadata';

export const generateMetadata = () => routeMetadata('boothList');

export default async function BoothListPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const viewer = await catalogueViewer('BOOTH_LIST');
  if (!viewer) return <PagePlaceholder page="boothList" />;
  const params = await searchParams;
  return <BoothListScreen query={parseBoothListQuery(params)} cut={cutSearchTexts({ keyword: params.keyword })} viewer={viewer} />;
}
