import Link from 'next/link';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { buttonStyles } from '@/components/ui/styles';
import { getCurrentPlanOffer } from '@/lib/payments/current-offer';

const noteIds = ['tickets', 'age', 'refunds'] as const;

export async function HomePlan() {
  const [t, pay, offer] = await Promise.all([getTranslations('Home'), getTranslations('Payments'), getCurrentPlanOffer()]);
  return (
    <section aria-labelledby="home-plan" className="bg-slate-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-2 md:px-8">
        <div className="rounded-2xl border-t-4 border-primary-600 bg-white p-6 shadow-sm">
          <h2 id="home-plan" className="text-2xl font-bold text-slate-900">
            {t('planHeading')}
          </h2>
          <p className="mt-2 text-slate-700">{t('planLead')}</p>
          {/* The price /pay charges today, with the regular one beside it while the campaign runs, in
              /pay's own words (components/payments/plan-summary.tsx). */}
          <p className="mt-4 text-2xl font-bold text-primary-800">{t('price', { price: offer.priceYen })}</p>
          {offer.campaign && offer.campaignUntil && (
            <p className="mt-2 text-sm text-slate-700">
              <span className="mr-2 inline-block rounded-md bg-secondary-100 px-2 py-0.5 font-semibold text-secondary-700">{pay('campaign', { until: offer.campaignUntil })}</span>
              <span className="line-through">{pay('regularPrice', { price: offer.regularPriceYen })}</span>
            </p>
          )}
          <p className="mt-3 text-sm text-slate-700">{t('validity', { until: offer.validUntil })}</p>
          <p className="mt-1 text-sm text-slate-700">{pay('methods')}</p>
          <Link href="/pay" className={`${buttonStyles.secondary} mt-6`}>
            {t('purchase')}
          </Link>
        </div>
        <div>
          <h2 className="text-xl font-bold text-slate-900">{t('notesHeading')}</h2>
          <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-700">
            {noteIds.map((id) => (
              <li key={id}>{t(`notes.${id}`)}</li>
            ))}
            <li>
              {t.rich('notes.help', { help: (chunks: ReactNode) => <Link href="/docs/help">{chunks}</Link> })}
            </li>
          </ul>
        </div>
      </div>
    </section>
  );
}
