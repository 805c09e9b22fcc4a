import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DocArticle } from '@/components/docs/doc-article';
import { legalTextsUpdatedAt } from '@/lib/config/operator';
import { richBlocks } from '@/components/docs/rich-text';

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

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Terms');
  return { title: t('title'), alternates: { canonical: '/docs/terms' } };
}

export default async function TermsPage() {
  const [t, docs] = await Promise.all([getTranslations('Terms'), getTranslations('Docs')]);
  const updated = docs('lastUpdated', { date: legalTextsUpdatedAt });
  const sections = sectionIds.map((id) => ({
    id,
    title: t(`sections.${id}.title`),
    body: t.rich(`sections.${id}.body`, richBlocks),
  }));
  return <DocArticle title={t('title')} intro={t('intro')} sections={sections} updated={updated} />;
}
