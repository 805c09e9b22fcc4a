'use client';

import Link from 'next/link';
import { useState } from 'react';
import { FormFooter } from '@/components/forms/form-footer';
import { FormMessage } from '@/components/forms/form-message';
import { NewPasswordFields } from '@/components/forms/new-password-fields';
import { TextField } from '@/components/forms/text-field';
import { useErrorMessage } from '@/components/forms/use-error-message';
import { useFormAction } from '@/components/forms/use-form-action';
import { buttonStyles } from '@/components/ui/styles';
import { requestPasswordResetAction } from '@/lib/account/actions/request-password-reset';
import { resetPasswordAction } from '@/lib/account/actions/reset-password';

export interface PasswordResetText {
  email: string;
  requestCode: string;
  requesting: string;
  haveCode: string;
  /** Formatted with the literal `{email}`, which is replaced by the address. */
  codeSent: string;
  code: string;
  newPassword: string;
  passwordHint: string;
  passwordRepeat: string;
  submit: string;
  submitting: string;
  otherAddress: string;
  done: string;
  signIn: string;
}

/** Two steps on one page: ask for a code by mail, then enter it with the new password. */
export function PasswordResetForm({ text, loginPath }: { text: PasswordResetText; loginPath: string }) {
  const errorMessage = useErrorMessage();
  const [step, setStep] = useState<'request' | 'confirm'>('request');
  const [email, setEmail] = useState('');
  const [codeRequested, setCodeRequested] = useState(false);
  const request = useFormAction(async (formData) => {
    const answer = await requestPasswordResetAction(formData);
    if (answer.ok) {
      setEmail(String(formData.get('email') ?? ''));
      setCodeRequested(true);
      setStep('confirm');
    }
    return answer;
  });
  const confirm = useFormAction(resetPasswordAction);
  const skipToCode = (form: HTMLFormElement | null) => {
    setEmail(form ? String(new FormData(form).get('email') ?? '') : '');
    setStep('confirm');
  };
  const fieldError = (name: string) => {
    const key = confirm.result && !confirm.result.ok ? confirm.result.error.fields?.[name] : undefined;
    return key ? errorMessage(key) : undefined;
  };

  if (confirm.result?.ok) {
    return (
      <div className="grid gap-4">
        <FormMessage kind="success">{text.done}</FormMessage>
        <Link href={loginPath} className={buttonStyles.primary}>
          {text.signIn}
        </Link>
      </div>
    );
  }

  if (step === 'request') {
    const failure = request.result && !request.result.ok ? request.result.error : undefined;
    return (
      <form onSubmit={request.onSubmit} noValidate className="grid gap-4">
        {failure && <FormMessage kind="error">{errorMessage(failure.fields?.email ?? failure.messageKey)}</FormMessage>}
        <TextField
          id="reset-email"
          name="email"
          type="email"
          label={text.email}
          input={{ autoComplete: 'email', required: true, defaultValue: email }}
        />
        <FormFooter
          submit={{ idle: text.requestCode, pending: text.requesting }}
          layout="stack"
          pending={request.isPending}
          others={
            <button type="button" onClick={(event) => skipToCode(event.currentTarget.form)} className={buttonStyles.outline}>
              {text.haveCode}
            </button>
          }
        />
      </form>
    );
  }

  const failure = confirm.result && !confirm.result.ok ? confirm.result.error : undefined;
  return (
    <form onSubmit={confirm.onSubmit} noValidate className="grid gap-4">
      {codeRequested && <FormMessage kind="success">{text.codeSent.replace('{email}', email)}</FormMessage>}
      {failure && !failure.fields && <FormMessage kind="error">{errorMessage(failure.messageKey)}</FormMessage>}
      <TextField
        id="reset-confirm-email"
        name="email"
        type="email"
        label={text.email}
        error={fieldError('email')}
        input={{ autoComplete: 'email', required: true, defaultValue: email }}
      />
      <TextField
        id="reset-code"
        name="code"
        label={text.code}
        error={fieldError('code')}
        input={{ autoComplete: 'one-time-code', inputMode: 'numeric', pattern: '[0-9]{6}', maxLength: 6, required: true }}
      />
      <NewPasswordFields
        idPrefix="reset"
        text={{ password: text.newPassword, hint: text.passwordHint, repeat: text.passwordRepeat }}
        errors={{ password: fieldError('password'), passwordRepeat: fieldError('passwordRepeat') }}
      />
      <FormFooter
        submit={{ idle: text.submit, pending: text.submitting }}
        layout="stack"
        pending={confirm.isPending}
        others={
          <button
            type="button"
            onClick={() => {
              confirm.clear();
              setCodeRequested(false);
              setStep('request');
            }}
            className={buttonStyles.outline}
          >
            {text.otherAddress}
          </button>
        }
      />
    </form>
  );
}
