import { PrintChooserScreen } from '@/components/print/print-chooser-screen';
import { PagePlaceholder } from '@/components/shell/page-placeholder';
import type { RawSearchParams } from '@/lib/catalogue/list-query';
import { catalogueViewer } from '@/lib/catalogue/viewer';
import { routeMetadata } from '@/lib/i18n/route-metadata';
import { parsePrintQuery } from '@/lib/print/print-query';
import { parsePrintType } from '@/lib/print/print-type';
import { resolvePrintType } from '@/lib/print/print-url';

export const generateMetadata = () => routeMetadata('print');

export default async function PrintPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const viewer = await catalogueViewer('COMIKE_PRINT');
  // Without the plan the page shows no catalogue data; the shell shows the upsell dialog.
  if (!viewer) return <PagePlaceholder page="print" />;
  const params = await searchParams;
  const requested = typeof params.printType === 'string' ? params.printType : undefined;
  return <PrintChooserScreen viewer={viewer} type={resolvePrintType(parsePrintType(requested)) ?? 1} query={parsePrintQuery(params)} />;
}
