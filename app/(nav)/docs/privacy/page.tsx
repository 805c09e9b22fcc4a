import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LegalArticle, richSections } from '@/components/docs/legal-article';
import { publicPageMetadata, type PageSearchParams } from '@/lib/seo/public-page-metadata';

const sectionIds = ['collected', 'purposes', 'cookies', 'sharing', 'retention', 'rights'] as const;

export async function generateMetadata({ searchParams }: { searchParams: PageSearchParams }): Promise<Metadata> {
  const t = await getTranslations('Privacy');
  return publicPageMetadata({ path: '/docs/privacy', title: t('title'), searchParams });
}

export default async function PrivacyPage() {
  const t = await getTranslations('Privacy');
  return <LegalArticle title={t('title')} intro={t('intro')} sections={richSections(sectionIds, t)} />;
}
