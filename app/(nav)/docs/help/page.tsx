import type { Metadata } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { DocArticle } from '@/components/docs/doc-article';
import { richBlocks } from '@/components/docs/rich-text';
import { getCurrentPlanOffer } from '@/lib/payments/current-offer';
import { publicPageMetadata, type PageSearchParams } from '@/lib/seo/public-page-metadata';

const sectionIds = [
  'search',
  'filters',
  'favorites',
  'checklist',
  'map',
  'print',
  'offline',
  'plans',
  'account',
  'languages',
  'contact',
] as const;

export async function generateMetadata({ searchParams }: { searchParams: PageSearchParams }): Promise<Metadata> {
  const t = await getTranslations('Help');
  return publicPageMetadata({ path: '/docs/help', title: t('title'), description: t('metaDescription'), searchParams });
}

export default async function HelpPage() {
  const [t, offer] = await Promise.all([getTranslations('Help'), getCurrentPlanOffer()]);
  const values = {
    ...richBlocks,
    price: offer.regularPriceYen,
    campaign: offer.campaignPriceYen,
    inquiry: (chunks: ReactNode) => <Link href="/docs/inquiry">{chunks}</Link>,
  };
  const sections = sectionIds.map((id) => ({
    id,
    title: t(`sections.${id}.title`),
    body: t.rich(`sections.${id}.body`, values),
  }));
  return (
    <DocArticle
      title={t('title')}
      intro={
        <>
          <p>{t('lead')}</p>
          <nav aria-label={t('contentsLabel')} className="mt-6 rounded-lg bg-primary-50 p-4">
            <ul className="grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#section-${section.id}`}>{section.title}</a>
                </li>
              ))}
            </ul>
          </nav>
        </>
      }
      sections={sections}
    />
  );
}
