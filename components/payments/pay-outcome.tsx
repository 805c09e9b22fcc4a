import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { FormMessage } from '@/components/forms/form-message';
import { saveDaysLink } from '@/components/pwa/offline-panel-links';
import { buttonStyles } from '@/components/ui/styles';
import { defaultLandingPath, loginPathFor } from '@/lib/auth/auth-paths';
import { payPaths } from '@/lib/payments/pay-paths';
import { translateErrorKey } from '@/lib/i18n/server-error-message';
import type { PayView } from '@/lib/payments/pay-view';
import { StepList } from './step-list';

type OutcomeView = Exclude<PayView, { kind: 'steps' }>;

/** Every state of `/pay` other than the steps themselves: thanks, member, visitor, age and closed sales. */
export async function PayOutcome({ view }: { view: OutcomeView }) {
  const t = await getTranslations('Payments');
  const steps = { plan: t('steps.plan'), info: t('steps.info'), confirm: t('steps.confirm'), pay: t('steps.pay'), complete: t('steps.complete') };
  const catalogueLinks = (
    <div className="flex flex-wrap gap-3">
      <Link href={defaultLandingPath} className={buttonStyles.secondary}>
        {t('openCatalogue')}
      </Link>
      <Link href={payPaths.billing} className={buttonStyles.outline}>
        {t('billing')}
      </Link>
    </div>
  );
  switch (view.kind) {
    case 'complete':
      return (
        <div className="grid gap-5">
          <StepList label={t('stepsLabel')} names={steps} current="complete" />
          <div role="status" className="rounded-xl border border-primary-200 bg-primary-50 p-5">
            <h2 className="text-xl font-bold text-primary-900">{view.trial ? t('trialThanksTitle') : t('thanksTitle')}</h2>
            <p className="mt-2 text-slate-800">
              {view.until ? (view.trial ? t('trialThanksUntil', { until: view.until }) : t('thanksUntil', { until: view.until })) : t('thanksPending')}
            </p>
          </div>
          {/* The plan now lets this member keep the event days on the phone: asked at once, while on Wi-Fi.
              A plain link: the page it opens is loaded afresh, where the new plan already counts. */}
          <section aria-labelledby="pay-save-days" className="rounded-xl border border-slate-200 p-5">
            <h2 id="pay-save-days" className="text-lg font-bold text-slate-900">
              {t('saveDaysTitle')}
            </h2>
            <p className="mt-1 text-slate-700">{t('saveDaysBody')}</p>
            <a href={saveDaysLink} className={`${buttonStyles.primary} mt-3 min-h-11`}>
              {t('saveDaysNow')}
            </a>
          </section>
          {catalogueLinks}
        </div>
      );
    case 'member':
      return (
        <div className="grid gap-5">
          <div className="rounded-xl border border-primary-200 bg-primary-50 p-5">
            <h2 className="text-xl font-bold text-primary-900">{t('memberTitle')}</h2>
            <p className="mt-2 text-slate-800">{view.until ? t('memberUntil', { until: view.until }) : t('memberOpenEnded')}</p>
            <p className="mt-1 text-sm text-slate-700">{t('memberCannotPay')}</p>
          </div>
          {catalogueLinks}
        </div>
      );
    case 'visitor':
      return (
        <div className="grid gap-3">
          <p className="text-slate-700">{t('visitorLead')}</p>
          <div>
            <Link href={loginPathFor(payPaths.start)} className={buttonStyles.secondary}>
              {t('signIn')}
            </Link>
          </div>
        </div>
      );
    case 'underAge':
      return <FormMessage kind="error">{t('underAge')}</FormMessage>;
    case 'problem':
      return <FormMessage kind="error">{await translateErrorKey(view.messageKey)}</FormMessage>;
    case 'closed':
      return <FormMessage kind="error">{t('closed', { until: view.offer.validUntil })}</FormMessage>;
  }
}
