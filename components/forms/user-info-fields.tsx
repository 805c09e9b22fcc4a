import type { ReactNode } from 'react';
import { BirthdateFields, type BirthdateParts, type BirthdateText } from './birthdate-fields';
import { ShowAdultField } from './show-adult-field';
import { TextField } from './text-field';

export interface UserInfoText {
  nickname: string;
  showAdult: string;
  showAdultHint: string;
  birthdate: BirthdateText;
}

export interface UserInfoValues {
  nickname: string;
  /** `YYYY-MM-DD`, or null when not known yet. */
  birthdate: string | null;
  showAdult: boolean;
}

function partsOf(birthdate: string | null): BirthdateParts | null {
  return birthdate ? { year: Number(birthdate.slice(0, 4)), month: Number(birthdate.slice(5, 7)), day: Number(birthdate.slice(8, 10)) } : null;
}

/** The user info the settings and the payment steps ask for: nickname, birthdate and the adult-content opt-in. */
export function UserInfoFields({
  idPrefix,
  text,
  initial,
  currentYear,
  fieldError,
  birthdateNote,
  birthdateLocked,
}: {
  idPrefix: string;
  text: UserInfoText;
  initial: UserInfoValues;
  currentYear: number;
  fieldError: (name: 'nickname' | 'birthdate' | 'showAdult') => string | undefined;
  birthdateNote?: ReactNode;
  /** The one correction is used up: the selects are disabled, so the form does not send them. */
  birthdateLocked?: boolean;
}) {
  return (
    <>
      <TextField
        id={`${idPrefix}-nickname`}
        name="nickname"
        label={text.nickname}
        error={fieldError('nickname')}
        input={{ defaultValue: initial.nickname, autoComplete: 'nickname', maxLength: 40, required: true }}
      />
      <BirthdateFields
        idPrefix={idPrefix}
        text={text.birthdate}
        currentYear={currentYear}
        defaultValue={partsOf(initial.birthdate)}
        error={fieldError('birthdate')}
        note={birthdateNote}
        disabled={birthdateLocked}
      />
      <ShowAdultField idPrefix={idPrefix} label={text.showAdult} hint={text.showAdultHint} defaultChecked={initial.showAdult} error={fieldError('showAdult')} />
    </>
  );
}
