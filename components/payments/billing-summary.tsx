import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { FormMessage } from '@/components/forms/form-message';
import { buttonStyles } from '@/components/ui/styles';
import type { Billing } from '@/lib/payments/billing';
import { payPaths } from '@/lib/payments/pay-paths';
import { CancelRenewalForm } from './cancel-renewal-form';
import { SummaryList } from './summary-list';

/** Active plan, status and expiration, with the cancellation (stop the renewal) when there is one to stop. */
export async function BillingSummary({ billing }: { billing: Billing }) {
  const t = await getTranslations('Billing');
  const rows: [string, string][] = [
    [t('plan'), billing.hasPlatinum ? t('platinum') : t('noPlan')],
    [t('status'), t(`statuses.${billing.status}`)],
    [t('expiration'), billing.expiresAt ? t('expirationValue', { until: billing.expiresAt }) : t('noExpiration')],
  ];
  return (
    <section aria-labelledby="billing-plan" className="grid gap-4">
      <h2 id="billing-plan" className="text-lg font-bold text-slate-900">
        {t('planHeading')}
      </h2>
      <SummaryList rows={rows} />
      {billing.status === 'cancelling' && <FormMessage kind="success">{t('cancelled')}</FormMessage>}
      {billing.canCancel && billing.expiresAt && (
        <div className="grid gap-3 border-t border-slate-200 pt-4">
          <h3 className="font-bold text-slate-900">{t('cancelHeading')}</h3>
          <p className="text-sm text-slate-700">{t('cancelLead', { until: billing.expiresAt })}</p>
          <CancelRenewalForm
            text={{
              button: t('cancelButton'),
              question: t('cancelQuestion'),
              confirm: t('cancelConfirm'),
              keep: t('cancelKeep'),
              cancelling: t('cancelling'),
              cancelled: t('cancelled'),
            }}
          />
        </div>
      )}
      <p className="text-sm text-slate-600">{t('afterEnd')}</p>
      {!billing.hasPlatinum && (
        <div>
          <Link href={payPaths.start} className={buttonStyles.secondary}>
            {t('getPlan')}
          </Link>
        </div>
      )}
    </section>
  );
}
