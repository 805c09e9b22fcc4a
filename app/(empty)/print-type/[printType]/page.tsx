import { PagePlaceholder } from '@/components/shell/page-placeholder';
import { guardPage } from '@/lib/auth/guard-page';
import { routeMetadata } from '@/lib/i18n/route-metadata';
import { parsePrintType } from '@/lib/print/print-type';

interface PrintTypeProps {
  params: Promise<{ printType: string }>;
}

export async function generateMetadata({ params }: PrintTypeProps) {
  return routeMetadata('printDetail', { printType: parsePrintType((await params).printType) });
}

export default async function PrintTypePage({ params }: PrintTypeProps) {
  await guardPage('COMIKE_PRINT_DETAIL');
  const printType = parsePrintType((await params).printType);
  return <PagePlaceholder page="printDetail" values={{ printType }} />;
}
