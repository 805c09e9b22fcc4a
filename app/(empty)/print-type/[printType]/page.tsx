import { notFound } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { PrintSheet } from '@/components/print/print-sheet';
import { PagePlaceholder } from '@/components/shell/page-placeholder';
import type { RawSearchParams } from '@/lib/catalogue/list-query';
import { catalogueViewer } from '@/lib/catalogue/viewer';
import { routeMetadata } from '@/lib/i18n/route-metadata';
import { parsePrintQuery } from '@/lib/print/print-query';
import { parsePrintType, printTypeFromSegment } from '@/lib/print/print-type';

interface PrintTypeProps {
  params: Promise<{ printType: string }>;
  searchParams: Promise<RawSearchParams>;
}

export async function generateMetadata({ params }: PrintTypeProps) {
  return routeMetadata('printDetail', { printType: parsePrintType((await params).printType) });
}

export default async function PrintTypePage({ params, searchParams }: PrintTypeProps) {
  const segment = (await params).printType;
  // The layouts are no secret: a path that names none is missing for every visitor.
  const type = printTypeFromSegment(segment);
  if (type === null) notFound();
  const viewer = await catalogueViewer('COMIKE_PRINT_DETAIL');
  if (!viewer) return <PagePlaceholder page="printDetail" values={{ printType: parsePrintType(segment) }} />;
  const query = parsePrintQuery(await searchParams);
  return <PrintSheet type={type} query={query} viewer={viewer} locale={query.locale ?? (await getLocale())} />;
}
