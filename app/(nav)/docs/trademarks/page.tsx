import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DocArticle } from '@/components/docs/doc-article';
import { legalTextsUpdatedAt } from '@/lib/config/operator';
import { publicPageMetadata, type PageSearchParams } from '@/lib/seo/public-page-metadata';

const itemIds = ['cards', 'google', 'pixiv', 'x', 'others'] as const;

export async function generateMetadata({ searchParams }: { searchParams: PageSearchParams }): Promise<Metadata> {
  const t = await getTranslations('Trademarks');
  return publicPageMetadata({ path: '/docs/trademarks', title: t('title'), searchParams });
}

export default async function TrademarksPage() {
  const [t, docs] = await Promise.all([getTranslations('Trademarks'), getTranslations('Docs')]);
  const updated = docs('lastUpdated', { date: legalTextsUpdatedAt });
  return (
    <DocArticle title={t('title')} intro={t('intro')} updated={updated}>
      <ul className="mt-6 list-disc space-y-2 pl-6 text-slate-700">
        {itemIds.map((id) => (
          <li key={id}>{t(`items.${id}`)}</li>
        ))}
      </ul>
    </DocArticle>
  );
}
