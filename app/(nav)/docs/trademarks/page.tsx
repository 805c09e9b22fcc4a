import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LegalArticle } from '@/components/docs/legal-article';
import { publicPageMetadata, type PageSearchParams } from '@/lib/seo/public-page-metadata';

const itemIds = ['cards', 'google', 'pixiv', 'x', 'others'] as const;

export async function generateMetadata({ searchParams }: { searchParams: PageSearchParams }): Promise<Metadata> {
  const t = await getTranslations('Trademarks');
  return publicPageMetadata({ path: '/docs/trademarks', title: t('title'), searchParams });
}

export default async function TrademarksPage() {
  const t = await getTranslations('Trademarks');
  return (
    <LegalArticle title={t('title')} intro={t('intro')}>
      <ul className="mt-6 list-disc space-y-2 pl-6 text-slate-700">
        {itemIds.map((id) => (
          <li key={id}>{t(`items.${id}`)}</li>
        ))}
      </ul>
    </LegalArticle>
  );
}
