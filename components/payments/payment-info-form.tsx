'use client';

import { FormFooter } from '@/components/forms/form-footer';
import { useErrorMessage } from '@/components/forms/use-error-message';
import { useFormAction } from '@/components/forms/use-form-action';
import { UserInfoFields, type UserInfoText, type UserInfoValues } from '@/components/forms/user-info-fields';
import { buttonStyles } from '@/components/ui/styles';
import { savePaymentProfileAction } from '@/lib/payments/actions/save-payment-profile';

export type PaymentProfileValues = UserInfoValues;

export interface PaymentInfoText extends UserInfoText {
  lead: string;
  save: string;
  saving: string;
  back: string;
}

function valuesOf(formData: FormData): PaymentProfileValues {
  const part = (name: string) => String(formData.get(name) ?? '').padStart(2, '0');
  return {
    nickname: String(formData.get('nickname') ?? '').trim(),
    birthdate: `${String(formData.get('year') ?? '')}-${part('month')}-${part('day')}`,
    showAdult: formData.get('showAdult') === 'on',
  };
}

/** The "input information" step: the user info form, saved on the profile before the payment. */
export function PaymentInfoForm({
  initial,
  currentYear,
  text,
  onSaved,
  onBack,
}: {
  initial: PaymentProfileValues;
  currentYear: number;
  text: PaymentInfoText;
  onSaved: (values: PaymentProfileValues) => void;
  onBack: () => void;
}) {
  const errorMessage = useErrorMessage();
  const { result, isPending, onSubmit } = useFormAction(async (formData) => {
    const answer = await savePaymentProfileAction(formData);
    if (answer.ok) onSaved(valuesOf(formData));
    return answer;
  });
  const failure = result && !result.ok ? result.error : undefined;
  const fieldError = (prefix: string) => {
    const key = Object.entries(failure?.fields ?? {}).find(([name]) => name === prefix || name.startsWith(`${prefix}.`))?.[1];
    return key ? errorMessage(key) : undefined;
  };
  return (
    <form onSubmit={onSubmit} noValidate className="grid max-w-xl gap-5">
      <p className="text-slate-700">{text.lead}</p>
      <UserInfoFields idPrefix="pay" text={text} initial={initial} currentYear={currentYear} fieldError={fieldError} />
      <FormFooter
        submit={{ idle: text.save, pending: text.saving }}
        pending={isPending}
        error={failure && !failure.fields ? errorMessage(failure.messageKey) : undefined}
        others={
          <button type="button" onClick={onBack} className={buttonStyles.outline}>
            {text.back}
          </button>
        }
      />
    </form>
  );
}
