'use client';

import { useRouter } from 'next/navigation';
import { FormFooter } from '@/components/forms/form-footer';
import { BirthdateFields, type BirthdateText } from '@/components/forms/birthdate-fields';
import { useErrorMessage } from '@/components/forms/use-error-message';
import { useFormAction } from '@/components/forms/use-form-action';
import { updateBirthdateAction } from '@/lib/account/actions/update-birthdate';

export interface FirstBirthdateText {
  birthdate: BirthdateText;
  save: string;
  saving: string;
}

/** The account has no birthdate yet: entering it here decides, on reload, whether the catalogue opens. */
export function FirstBirthdateForm({ text, currentYear }: { text: FirstBirthdateText; currentYear: number }) {
  const router = useRouter();
  const errorMessage = useErrorMessage();
  const { result, isPending, onSubmit } = useFormAction(async (formData) => {
    const answer = await updateBirthdateAction({ year: formData.get('year'), month: formData.get('month'), day: formData.get('day') });
    if (answer.ok) router.refresh();
    return answer;
  });
  const failure = result && !result.ok ? result.error : undefined;
  // Year, month and day are one question: the first part's problem shows under the whole group.
  const fieldKey = failure?.fields ? Object.values(failure.fields)[0] : undefined;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <BirthdateFields
        idPrefix="restriction"
        text={text.birthdate}
        currentYear={currentYear}
        error={fieldKey ? errorMessage(fieldKey) : undefined}
      />
      <FormFooter
        submit={{ idle: text.save, pending: text.saving }}
        pending={isPending}
        error={failure && !fieldKey ? errorMessage(failure.messageKey) : undefined}
      />
    </form>
  );
}
