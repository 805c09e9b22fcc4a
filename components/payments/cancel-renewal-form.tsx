'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { FormFooter } from '@/components/forms/form-footer';
import { FormMessage } from '@/components/forms/form-message';
import { useErrorMessage } from '@/components/forms/use-error-message';
import { useFormAction } from '@/components/forms/use-form-action';
import { buttonStyles } from '@/components/ui/styles';
import { cancelRenewalAction } from '@/lib/payments/actions/cancel-renewal';

export interface CancelRenewalText {
  button: string;
  question: string;
  confirm: string;
  keep: string;
  cancelling: string;
  cancelled: string;
}

/** Stops the renewal after an explicit second click; the page then shows the new status. */
export function CancelRenewalForm({ text }: { text: CancelRenewalText }) {
  const router = useRouter();
  const errorMessage = useErrorMessage();
  const [asking, setAsking] = useState(false);
  const { result, isPending, onSubmit } = useFormAction(async (formData) => {
    const answer = await cancelRenewalAction(formData);
    if (answer.ok) router.refresh();
    return answer;
  });
  if (result?.ok) return <FormMessage kind="success">{text.cancelled}</FormMessage>;
  const failure = result && !result.ok ? result.error : undefined;
  if (!asking) {
    return (
      <button type="button" onClick={() => setAsking(true)} className={buttonStyles.outline}>
        {text.button}
      </button>
    );
  }
  return (
    <form onSubmit={onSubmit} className="grid gap-3">
      <input type="hidden" name="confirm" value="stop-renewal" />
      <p className="font-medium text-slate-900">{text.question}</p>
      <FormFooter
        submit={{ idle: text.confirm, pending: text.cancelling }}
        variant="secondary"
        pending={isPending}
        error={failure ? errorMessage(failure.messageKey) : undefined}
        others={
          <button type="button" onClick={() => setAsking(false)} className={buttonStyles.outline}>
            {text.keep}
          </button>
        }
      />
    </form>
  );
}
