'use client';

import { FormFooter } from '@/components/forms/form-footer';
import { useErrorMessage } from '@/components/forms/use-error-message';
import { useFormAction } from '@/components/forms/use-form-action';
import { ShowAdultField } from '@/components/forms/show-adult-field';
import { updateShowAdultAction } from '@/lib/account/actions/update-show-adult';

export interface AdultContentSwitchText {
  showAdult: string;
  showAdultHint: string;
  save: string;
  saving: string;
}

/** The settings' adult-content checkbox, right where its absence stops the user; saved, it leads on. */
export function AdultContentSwitch({ text, next }: { text: AdultContentSwitchText; next: string }) {
  const errorMessage = useErrorMessage();
  const { result, isPending, onSubmit } = useFormAction(async (formData) => {
    const showAdult = formData.get('showAdult') === 'on';
    const answer = await updateShowAdultAction({ showAdult });
    // A full load: the menu's prefetches of the catalogue screens hold the redirect to this page that
    // applied before the switch, and a client navigation would follow it back here.
    if (answer.ok && showAdult) window.location.assign(next);
    return answer;
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <ShowAdultField idPrefix="restriction" label={text.showAdult} hint={text.showAdultHint} />
      <FormFooter
        submit={{ idle: text.save, pending: text.saving }}
        pending={isPending}
        error={result && !result.ok ? errorMessage(result.error.messageKey) : undefined}
      />
    </form>
  );
}
