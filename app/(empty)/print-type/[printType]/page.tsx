import { notFound } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { PrintSheet } from '@/components/print/print-sheet';
import { PagePlaceholder } from '@/components/shell/page-placeholder';
import type { RawSearchParams } from '@/lib/catalogue/list-query';
import { catalogueViewer } from '@/lib/catalogue/viewer';
import { routeMetadata } from '@/lib/i18n/route-metadata';
import { parsePrintQuery } from '@/lib/print/print-query';
import { parsePrintType } from '@/lib/print/print-type';
import { resolvePrintType } from '@/lib/print/print-url';

interface PrintTypeProps {
  params: Promise<{ printType: string }>;
  searchParams: Promise<RawSearchParams>;
}

export async function generateMetadata({ params }: PrintTypeProps) {
  return routeMetadata('printDetail', { printType: parsePrintType((await params).printType) });
}

export default async function PrintTypePage({ params, searchParams }: PrintTypeProps) {
  const viewer = await catalogueViewer('COMIKE_PRINT_DETAIL');
  const printType = parsePrintType((await params).printType);
  if (!viewer) return <PagePlaceholder page="printDetail" values={{ printType }} />;
  const type = resolvePrintType(printType);
  if (type === null) notFound();
  const query = parsePrintQuery(await searchParams);
  return <PrintSheet type={type} query={query} viewer={viewer} locale={query.locale ?? (await getLocale())} />;
}
