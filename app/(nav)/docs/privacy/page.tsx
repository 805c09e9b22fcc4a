import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DocArticle } from '@/components/docs/doc-article';
import { legalTextsUpdatedAt } from '@/lib/config/operator';
import { richBlocks } from '@/components/docs/rich-text';
import { publicPageMetadata, type PageSearchParams } from '@/lib/seo/public-page-metadata';

const sectionIds = ['collected', 'purposes', 'cookies', 'sharing', 'retention', 'rights'] as const;

export async function generateMetadata({ searchParams }: { searchParams: PageSearchParams }): Promise<Metadata> {
  const t = await getTranslations('Privacy');
  return publicPageMetadata({ path: '/docs/privacy', title: t('title'), searchParams });
}

export default async function PrivacyPage() {
  const [t, docs] = await Promise.all([getTranslations('Privacy'), getTranslations('Docs')]);
  const updated = docs('lastUpdated', { date: legalTextsUpdatedAt });
  const sections = sectionIds.map((id) => ({
    id,
    title: t(`sections.${id}.title`),
    body: t.rich(`sections.${id}.body`, richBlocks),
  }));
  return <DocArticle title={t('title')} intro={t('intro')} sections={sections} updated={updated} />;
}
