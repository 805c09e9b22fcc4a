'use client';

import { useRouter } from 'next/navigation';
import { FormFooter } from '@/components/forms/form-footer';
import { useErrorMessage } from '@/components/forms/use-error-message';
import { useFormAction } from '@/components/forms/use-form-action';
import { formStyles } from '@/components/ui/styles';
import { activateFreeTrialAction } from '@/lib/payments/actions/activate-free-trial';

export interface FreeTrialText {
  title: string;
  body: string;
  agree: string;
  start: string;
  starting: string;
}

/** Inside the free-trial window: Platinum without payment until the window ends. */
export function FreeTrialForm({ text, completePath }: { text: FreeTrialText; completePath: string }) {
  const router = useRouter();
  const errorMessage = useErrorMessage();
  const { result, isPending, onSubmit } = useFormAction(async (formData) => {
    const answer = await activateFreeTrialAction(formData);
    if (answer.ok) router.push(completePath);
    return answer;
  });
  const failure = result && !result.ok ? result.error : undefined;
  const agreeError = failure?.fields?.agreeTrial;
  return (
    <section aria-labelledby="free-trial" className="rounded-xl border border-primary-200 bg-primary-50 p-5">
      <h2 id="free-trial" className="text-lg font-bold text-slate-900">
        {text.title}
      </h2>
      <p className="mt-1 text-slate-700">{text.body}</p>
      <form onSubmit={onSubmit} noValidate className="mt-4 grid gap-3">
        <div className="flex items-start gap-3">
          <input id="trial-agree" name="agreeTrial" type="checkbox" aria-invalid={agreeError ? true : undefined} className={formStyles.checkbox} />
          <label htmlFor="trial-agree" className="text-sm text-slate-900">
            {text.agree}
          </label>
        </div>
        {agreeError && <p className={formStyles.error}>{errorMessage(agreeError)}</p>}
        <FormFooter
          submit={{ idle: text.start, pending: text.starting }}
          pending={isPending}
          error={failure && !failure.fields ? errorMessage(failure.messageKey) : undefined}
        />
      </form>
    </section>
  );
}
