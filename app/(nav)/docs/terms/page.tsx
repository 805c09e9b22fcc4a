import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LegalArticle, richSections } from '@/components/docs/legal-article';
import { publicPageMetadata, type PageSearchParams } from '@/lib/seo/public-page-metadata';

const sectionIds = [
  'scope',
  'eligibility',
  'plans',
  'refunds',
  'content',
  'prohibited',
  'disclaimer',
  'changes',
  'law',
] as const;

export async function generateMetadata({ searchParams }: { searchParams: PageSearchParams }): Promise<Metadata> {
  const t = await getTranslations('Terms');
  return publicPageMetadata({ path: '/docs/terms', title: t('title'), searchParams });
}

export default async function TermsPage() {
  const t = await getTranslations('Terms');
  return <LegalArticle title={t('title')} intro={t('intro')} sections={richSections(sectionIds, t)} />;
}
