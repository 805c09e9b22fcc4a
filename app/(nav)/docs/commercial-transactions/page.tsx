import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LegalArticle } from '@/components/docs/legal-article';
import { operator } from '@/lib/config/operator';
import { getCurrentPlanOffer } from '@/lib/payments/current-offer';
import { publicPageMetadata, type PageSearchParams } from '@/lib/seo/public-page-metadata';

const itemIds = [
  'seller',
  'manager',
  'address',
  'contact',
  'price',
  'fees',
  'payment',
  'timing',
  'delivery',
  'refunds',
  'environment',
] as const;

export async function generateMetadata({ searchParams }: { searchParams: PageSearchParams }): Promise<Metadata> {
  const t = await getTranslations('CommercialTransactions');
  return publicPageMetadata({ path: '/docs/commercial-transactions', title: t('title'), searchParams });
}

export default async function CommercialTransactionsPage() {
  const [t, offer] = await Promise.all([getTranslations('CommercialTransactions'), getCurrentPlanOffer()]);
  const values = {
    email: operator.supportEmail,
    price: offer.regularPriceYen,
    campaign: offer.campaignPriceYen,
  };
  return (
    <LegalArticle title={t('title')} intro={t('intro')}>
      <dl className="mt-8 divide-y divide-slate-200 border-y border-slate-200">
        {itemIds.map((id) => (
          <div key={id} className="grid gap-1 py-4 sm:grid-cols-[14rem_1fr] sm:gap-6">
            <dt className="font-semibold text-slate-900">{t(`items.${id}.term`)}</dt>
            <dd className="text-slate-700">{t(`items.${id}.detail`, values)}</dd>
          </div>
        ))}
      </dl>
    </LegalArticle>
  );
}
