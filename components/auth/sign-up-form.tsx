'use client';

import { useRouter } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
import { FormFooter } from '@/components/forms/form-footer';
import { BirthdateFields, type BirthdateText } from '@/components/forms/birthdate-fields';
import { FormMessage } from '@/components/forms/form-message';
import { NewPasswordFields } from '@/components/forms/new-password-fields';
import { TextField } from '@/components/forms/text-field';
import { useErrorMessage } from '@/components/forms/use-error-message';
import { useFormAction } from '@/components/forms/use-form-action';
import { ShowAdultField } from '@/components/forms/show-adult-field';
import { formStyles } from '@/components/ui/styles';
import { signUpAction } from '@/lib/account/actions/sign-up';

export interface SignUpText {
  email: string;
  password: string;
  passwordHint: string;
  passwordRepeat: string;
  showAdult: string;
  showAdultHint: string;
  acceptTerms: ReactNode;
  acceptCookiePolicy: ReactNode;
  submit: string;
  submitting: string;
  errorSummary: string;
  checkMailHeading: string;
  /** Formatted with the literal `{email}`, which is replaced by the address. */
  checkMail: string;
  noMail: string;
  birthdate: BirthdateText;
}

const pad = (value: FormDataEntryValue | null) => String(value ?? '').padStart(2, '0');

/** The schema takes one `YYYY-MM-DD` birthdate; the form asks for it in three parts. */
function signUpInput(formData: FormData) {
  const year = String(formData.get('year') ?? '');
  const hasDate = year && formData.get('month') && formData.get('day');
  return {
    email: formData.get('email'),
    password: formData.get('password'),
    passwordRepeat: formData.get('passwordRepeat'),
    birthdate: hasDate ? `${year}-${pad(formData.get('month'))}-${pad(formData.get('day'))}` : undefined,
    showAdult: formData.get('showAdult') ?? undefined,
    acceptTerms: formData.get('acceptTerms') ?? undefined,
    acceptCookiePolicy: formData.get('acceptCookiePolicy') ?? undefined,
  };
}

export function SignUpForm({ text, currentYear }: { text: SignUpText; currentYear: number }) {
  const router = useRouter();
  const errorMessage = useErrorMessage();
  const { result, isPending, onSubmit } = useFormAction((formData) => signUpAction(signUpInput(formData)));

  const restrictedTo = result?.ok && result.data.status === 'restricted' ? result.data.redirectTo : undefined;
  useEffect(() => {
    if (restrictedTo) router.replace(restrictedTo);
  }, [restrictedTo, router]);

  if (result?.ok && result.data.status === 'verificationSent') {
    return (
      <section aria-labelledby="sign-up-check-mail" className="grid gap-3">
        <h2 id="sign-up-check-mail" className="text-lg font-bold text-slate-900">
          {text.checkMailHeading}
        </h2>
        <FormMessage kind="success">{text.checkMail.replace('{email}', result.data.email)}</FormMessage>
        <p className="text-sm text-slate-600">{text.noMail}</p>
      </section>
    );
  }

  const failure = result && !result.ok ? result.error : undefined;
  const fieldError = (name: string) => {
    const key = failure?.fields?.[name];
    return key ? errorMessage(key) : undefined;
  };
  const checkbox = (name: 'acceptTerms' | 'acceptCookiePolicy', label: ReactNode) => (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={`sign-up-${name}`}
          name={name}
          type="checkbox"
          required
          aria-invalid={fieldError(name) ? true : undefined}
          aria-describedby={fieldError(name) ? `sign-up-${name}-error` : undefined}
          className={formStyles.checkbox}
        />
        <label htmlFor={`sign-up-${name}`} className="text-slate-800">
          {label}
        </label>
      </div>
      {fieldError(name) && (
        <p id={`sign-up-${name}-error`} className={formStyles.error}>
          {fieldError(name)}
        </p>
      )}
    </div>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {failure && <FormMessage kind="error">{failure.fields ? text.errorSummary : errorMessage(failure.messageKey)}</FormMessage>}
      <TextField id="sign-up-email" name="email" type="email" label={text.email} error={fieldError('email')} input={{ autoComplete: 'email', required: true }} />
      <NewPasswordFields
        idPrefix="sign-up"
        text={{ password: text.password, hint: text.passwordHint, repeat: text.passwordRepeat }}
        errors={{ password: fieldError('password'), passwordRepeat: fieldError('passwordRepeat') }}
      />
      <BirthdateFields idPrefix="sign-up" text={text.birthdate} currentYear={currentYear} error={fieldError('birthdate')} />
      <ShowAdultField idPrefix="sign-up" label={text.showAdult} hint={text.showAdultHint} />
      {checkbox('acceptTerms', text.acceptTerms)}
      {checkbox('acceptCookiePolicy', text.acceptCookiePolicy)}
      <FormFooter submit={{ idle: text.submit, pending: text.submitting }} layout="stack" pending={isPending} />
    </form>
  );
}
