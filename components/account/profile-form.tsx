'use client';

import { useRouter } from 'next/navigation';
import type { ReactNode } from 'react';
import { FormFooter } from '@/components/forms/form-footer';
import { useErrorMessage } from '@/components/forms/use-error-message';
import { useFormAction } from '@/components/forms/use-form-action';
import { UserInfoFields, type UserInfoText } from '@/components/forms/user-info-fields';
import { saveProfile, type ProfileValues } from './save-profile';

export interface ProfileText extends UserInfoText {
  save: string;
  saving: string;
  saved: string;
}

/** The user info form: nickname, birthdate (year, month, day) and the adult-content checkbox. */
export function ProfileForm({
  initial,
  text,
  currentYear,
  birthdateLocked,
  birthdateNote,
}: {
  initial: ProfileValues;
  text: ProfileText;
  currentYear: number;
  /** The one correction is used up: the selects are disabled, so the form does not send them. */
  birthdateLocked: boolean;
  birthdateNote: ReactNode;
}) {
  const router = useRouter();
  const errorMessage = useErrorMessage();
  const { result, isPending, onSubmit } = useFormAction(async (formData) => {
    const answer = await saveProfile(formData, initial);
    // The header shows the nickname, and the upsell and restriction depend on birthdate and opt-in.
    if (answer.ok) router.refresh();
    return answer;
  });
  const failure = result && !result.ok ? result.error : undefined;
  const fieldError = (name: string) => {
    const key = failure?.fields?.[name];
    return key ? errorMessage(key) : undefined;
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid max-w-xl gap-5">
      <UserInfoFields
        idPrefix="profile"
        text={text}
        initial={initial}
        currentYear={currentYear}
        fieldError={fieldError}
        birthdateNote={birthdateNote}
        birthdateLocked={birthdateLocked}
      />
      <FormFooter
        submit={{ idle: text.save, pending: text.saving }}
        pending={isPending}
        error={failure && !failure.fields ? errorMessage(failure.messageKey) : undefined}
        success={result?.ok ? text.saved : undefined}
      />
    </form>
  );
}
