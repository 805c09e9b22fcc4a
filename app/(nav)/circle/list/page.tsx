import { CircleListScreen } from '@/components/catalogue/circle-list-screen';
import { PagePlaceholder } from '@/components/shell/page-placeholder';
import { cutSearchTexts, parseCircleListQuery, type RawSearchParams } from '@/lib/catalogue/list-query';
import { catalogueViewer } from '@/lib/catalogue/viewer';
import { routeMetadata } from '@/lib/i18n/route-metadata';

export const generateMetadata = () => routeMetadata('circleList');

export default async function CircleListPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const viewer = await catalogueViewer('CIRCLE_LIST');
  // Without the plan the page only says what it offers; the shell shows the upsell dialog.
  if (!viewer) return <PagePlaceholder page="circleList" />;
  const params = await searchParams;
  return <CircleListScreen query={parseCircleListQuery(params)} cut={cutSearchTexts(params)} viewer={viewer} />;
}
