import { getTranslations } from 'next-intl/server';
import type { PlanOffer } from '@/lib/payments/plan-offer';

const noteIds = ['tickets', 'age', 'refunds', 'bronze'] as const;

/** The "check the plan" content: price (campaign or regular), validity, payment methods and the notes. */
export async function PlanSummary({ offer }: { offer: PlanOffer }) {
  const t = await getTranslations('Payments');
  return (
    <section aria-labelledby="plan-summary" className="grid gap-6 md:grid-cols-2">
      <div className="rounded-2xl border-t-4 border-primary-600 bg-white p-6 shadow-sm">
        <h2 id="plan-summary" className="text-xl font-bold text-slate-900">
          {t('planTitle')}
        </h2>
        <p className="mt-2 text-slate-700">{t('planLead')}</p>
        <p className="mt-4 text-2xl font-bold text-primary-800">{t('price', { price: offer.priceYen })}</p>
        {offer.campaign && offer.campaignUntil && (
          <p className="mt-2 text-sm text-slate-700">
            <span className="mr-2 inline-block rounded-md bg-secondary-100 px-2 py-0.5 font-semibold text-secondary-700">
              {t('campaign', { until: offer.campaignUntil })}
            </span>
            <span className="line-through">{t('regularPrice', { price: offer.regularPriceYen })}</span>
          </p>
        )}
        <p className="mt-3 text-sm text-slate-700">{t('validity', { until: offer.validUntil })}</p>
        <p className="mt-1 text-sm text-slate-700">{t('renewal')}</p>
        <p className="mt-1 text-sm text-slate-700">{t('methods')}</p>
      </div>
      <div>
        <h2 className="text-lg font-bold text-slate-900">{t('notesHeading')}</h2>
        <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-700">
          {noteIds.map((id) => (
            <li key={id}>{t(`notes.${id}`)}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
