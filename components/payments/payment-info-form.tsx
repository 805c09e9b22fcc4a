'use client';

import { FormFooter } from '@/components/forms/form-footer';
import { BirthdateFields, type BirthdateParts, type BirthdateText } from '@/components/forms/birthdate-fields';
import { TextField } from '@/components/forms/text-field';
import { useErrorMessage } from '@/components/forms/use-error-message';
import { useFormAction } from '@/components/forms/use-form-action';
import { ShowAdultField } from '@/components/forms/show-adult-field';
import { buttonStyles } from '@/components/ui/styles';
import { savePaymentProfileAction } from '@/lib/payments/actions/save-payment-profile';

export interface PaymentProfileValues {
  nickname: string;
  /** `YYYY-MM-DD`, or null when not known yet. */
  birthdate: string | null;
  showAdult: boolean;
}

export interface PaymentInfoText {
  lead: string;
  nickname: string;
  showAdult: string;
  showAdultHint: string;
  save: string;
  saving: string;
  back: string;
  birthdate: BirthdateText;
}

function partsOf(birthdate: string | null): BirthdateParts | null {
  return birthdate ? { year: Number(birthdate.slice(0, 4)), month: Number(birthdate.slice(5, 7)), day: Number(birthdate.slice(8, 10)) } : null;
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
      <TextField
        id="pay-nickname"
        name="nickname"
        label={text.nickname}
        error={fieldError('nickname')}
        input={{ defaultValue: initial.nickname, autoComplete: 'nickname', maxLength: 40, required: true }}
      />
      <BirthdateFields idPrefix="pay" text={text.birthdate} currentYear={currentYear} defaultValue={partsOf(initial.birthdate)} error={fieldError('birthdate')} />
      <ShowAdultField idPrefix="pay" label={text.showAdult} hint={text.showAdultHint} defaultChecked={initial.showAdult} />
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
