'use client';

import { useFormatter } from 'next-intl';
import { FormMessage } from '@/components/forms/form-message';
import { useErrorMessage } from '@/components/forms/use-error-message';
import { useFormAction } from '@/components/forms/use-form-action';
import { buttonStyles, formStyles } from '@/components/ui/styles';
import { startCheckoutAction } from '@/lib/payments/actions/start-checkout';
import type { PaymentProfileValues } from './payment-info-form';
import { SummaryList } from './summary-list';

export interface PaymentConfirmText {
  lead: string;
  labels: { plan: string; price: string; validity: string; nickname: string; birthdate: string };
  /** Already formatted by the server: the plan's name, price and validity. */
  values: { plan: string; price: string; validity: string };
  noRefundTitle: string;
  noRefund: string;
  agreement: string;
  pay: string;
  paying: string;
  redirectNote: string;
  notConfigured: string;
  back: string;
}

/** The confirm step: the order, the no-refund notice and the payment agreement, then Stripe Checkout. */
export function PaymentConfirmForm({
  profile,
  configured,
  text,
  onBack,
  onLeaving,
}: {
  profile: PaymentProfileValues;
  configured: boolean;
  text: PaymentConfirmText;
  onBack: () => void;
  onLeaving: () => void;
}) {
  const format = useFormatter();
  const errorMessage = useErrorMessage();
  const { result, isPending, onSubmit } = useFormAction(async (formData) => {
    const answer = await startCheckoutAction(formData);
    if (answer.ok) {
      onLeaving();
      window.location.assign(answer.data.url);
    }
    return answer;
  });
  const failure = result && !result.ok ? result.error : undefined;
  const agreementError = failure?.fields?.agreePayment;
  const birthdate = profile.birthdate ? format.dateTime(new Date(`${profile.birthdate}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' }) : '';
  const rows: [string, string][] = [
    [text.labels.plan, text.values.plan],
    [text.labels.price, text.values.price],
    [text.labels.validity, text.values.validity],
    [text.labels.nickname, profile.nickname],
    [text.labels.birthdate, birthdate],
  ];
  return (
    <form onSubmit={onSubmit} noValidate className="grid max-w-2xl gap-5">
      <p className="text-slate-700">{text.lead}</p>
      <SummaryList rows={rows} />
      <section aria-labelledby="no-refund" className="rounded-xl border-l-4 border-secondary-500 bg-secondary-50 p-4">
        <h2 id="no-refund" className="font-semibold text-slate-900">
          {text.noRefundTitle}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{text.noRefund}</p>
      </section>
      {configured ? (
        <>
          <div className="flex items-start gap-3">
            <input
              id="pay-agreement"
              name="agreePayment"
              type="checkbox"
              aria-invalid={agreementError ? true : undefined}
              aria-describedby={agreementError ? 'pay-agreement-error' : undefined}
              className={formStyles.checkbox}
            />
            <div>
              <label htmlFor="pay-agreement" className="font-medium text-slate-900">
                {text.agreement}
              </label>
              {agreementError && (
                <p id="pay-agreement-error" className={formStyles.error}>
                  {errorMessage(agreementError)}
                </p>
              )}
            </div>
          </div>
          <p className={formStyles.hint}>{text.redirectNote}</p>
        </>
      ) : (
        <FormMessage kind="error">{text.notConfigured}</FormMessage>
      )}
      {failure && !failure.fields && <FormMessage kind="error">{errorMessage(failure.messageKey)}</FormMessage>}
      <div className="flex flex-wrap gap-3">
        <button type="button" onClick={onBack} className={buttonStyles.outline}>
          {text.back}
        </button>
        {configured && (
          <button type="submit" disabled={isPending || result?.ok === true} className={buttonStyles.secondary}>
            {isPending || result?.ok ? text.paying : text.pay}
          </button>
        )}
      </div>
    </form>
  );
}
