'use client';

import { useRouter } from 'next/navigation';
import type { ReactNode } from 'react';
import { FormFooter } from '@/components/forms/form-footer';
import { BirthdateFields, type BirthdateParts, type BirthdateText } from '@/components/forms/birthdate-fields';
import { TextField } from '@/components/forms/text-field';
import { useErrorMessage } from '@/components/forms/use-error-message';
import { useFormAction } from '@/components/forms/use-form-action';
import { ShowAdultField } from '@/components/forms/show-adult-field';
import { saveProfile, type ProfileValues } from './save-profile';

export interface ProfileText {
  nickname: string;
  showAdult: string;
  showAdultHint: string;
  save: string;
  saving: string;
  saved: string;
  birthdate: BirthdateText;
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
  const birthdateParts: BirthdateParts | null = initial.birthdate
    ? { year: Number(initial.birthdate.slice(0, 4)), month: Number(initial.birthdate.slice(5, 7)), day: Number(initial.birthdate.slice(8, 10)) }
    : null;

  return (
    <form onSubmit={onSubmit} noValidate className="grid max-w-xl gap-5">
      <TextField
        id="profile-nickname"
        name="nickname"
        label={text.nickname}
        error={fieldError('nickname')}
        input={{ defaultValue: initial.nickname, autoComplete: 'nickname', maxLength: 40, required: true }}
      />
      <BirthdateFields
        idPrefix="profile"
        text={text.birthdate}
        currentYear={currentYear}
        defaultValue={birthdateParts}
        error={fieldError('birthdate')}
        note={birthdateNote}
        disabled={birthdateLocked}
      />
      <ShowAdultField idPrefix="profile" label={text.showAdult} hint={text.showAdultHint} defaultChecked={initial.showAdult} />
      <FormFooter
        submit={{ idle: text.save, pending: text.saving }}
        pending={isPending}
        error={failure && !failure.fields ? errorMessage(failure.messageKey) : undefined}
        success={result?.ok ? text.saved : undefined}
      />
    </form>
  );
}
