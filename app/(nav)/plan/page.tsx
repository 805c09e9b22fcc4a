import { PlanScreen } from '@/components/plan/plan-screen';
import { PagePlaceholder } from '@/components/shell/page-placeholder';
import { catalogueViewer } from '@/lib/catalogue/viewer';
import { routeMetadata } from '@/lib/i18n/route-metadata';
import { parsePlanDay } from '@/lib/plan/plan-query';

export const generateMetadata = () => routeMetadata('plan');

export default async function PlanPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const viewer = await catalogueViewer('EVENT_DAY_PLAN');
  // Without the plan the page shows no favourites (they stay stored); the shell shows the upsell.
  if (!viewer) return <PagePlaceholder page="plan" />;
  return <PlanScreen viewer={viewer} day={parsePlanDay(await searchParams)} />;
}
