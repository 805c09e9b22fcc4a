import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { offlinePanelHash, saveDaysHash } from '@/components/pwa/offline-panel-links';
import { buttonStyles } from '@/components/ui/styles';
import type { PlatinumHolding } from '@/lib/payments/membership';
import type { PlanOffer } from '@/lib/payments/plan-offer';

type Props = { plan: PlatinumHolding; offer: PlanOffer; canSaveDays: boolean; beforeEvent: boolean };

/**
 * The member's plan and its end, or the offer when there is none; then the event-day data: before the
 * event, the ask to save the days on Wi-Fi, whose one tap starts the save (components/pwa).
 */
export async function MemberPlan({ plan, offer, canSaveDays, beforeEvent }: Props) {
  const [t, home, account, routes] = await Promise.all([
    getTranslations('Home.member'),
    getTranslations('Home'),
    getTranslations('Account'),
    getTranslations('Routes'),
  ]);
  return (
    <>
      <section aria-labelledby="home-your-plan" className="rounded-xl border border-slate-200 p-4">
        <h2 id="home-your-plan" className="text-lg font-bold text-slate-900">
          {t('planHeading')}
        </h2>
        {plan.kind === 'none' ? (
          <>
            <p className="mt-1 text-slate-800">{account('status.none')}</p>
            <p className="mt-1 text-sm text-slate-700">{home('price', { price: offer.priceYen })}</p>
            <Link href="/pay" className={`${buttonStyles.secondary} mt-3 min-h-11`}>
              {home('purchase')}
            </Link>
          </>
        ) : (
          <>
            <p className="mt-1 font-semibold text-slate-900">{t(`plan.${plan.kind}`)}</p>
            <p className="mt-1 text-slate-800">{plan.until ? t('planUntil', { until: plan.until }) : t('planNoEnd')}</p>
            <Link href="/account/billing" className="mt-2 inline-flex min-h-11 items-center font-semibold">
              {routes('billing')}
            </Link>
          </>
        )}
      </section>
      <section aria-labelledby="home-event-day" className="rounded-xl border border-slate-200 p-4">
        <h2 id="home-event-day" className="text-lg font-bold text-slate-900">
          {t('eventDayHeading')}
        </h2>
        {!canSaveDays && <p className="mt-1 text-slate-700">{t('eventDayNeedsPlan')}</p>}
        {canSaveDays && <p className="mt-1 text-slate-700">{beforeEvent ? t('eventDaySaveNow') : t('eventDayBody')}</p>}
        {canSaveDays && (
          <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
            {beforeEvent && (
              <a href={saveDaysHash} aria-haspopup="dialog" className={`${buttonStyles.primary} min-h-11`}>
                {t('saveDaysNow')}
              </a>
            )}
            <a href={offlinePanelHash} aria-haspopup="dialog" className="inline-flex min-h-11 items-center font-semibold">
              {t('eventDayLink')}
            </a>
          </div>
        )}
      </section>
    </>
  );
}
