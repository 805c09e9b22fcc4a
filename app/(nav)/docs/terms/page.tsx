import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DocArticle } from '@/components/docs/doc-article';
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
  const t = await getTranslations('Terms');
  const sections = sectionIds.map((id) => ({
    id,
    title: t(`sections.${id}.title`),
    body: t.rich(`sections.${id}.body`, richBlocks),
  }));
  return <DocArticle title={t('title')} intro={t('intro')} sections={sections} />;
}
