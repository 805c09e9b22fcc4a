'use client';

import { useState, useTransition } from 'react';
import { FormFooter } from '@/components/forms/form-footer';
import { FormMessage } from '@/components/forms/form-message';
import { TextField } from '@/components/forms/text-field';
import { useErrorMessage } from '@/components/forms/use-error-message';
import { useFormAction } from '@/components/forms/use-form-action';
import { buttonStyles } from '@/components/ui/styles';
import { resendVerificationAction } from '@/lib/account/actions/resend-verification';
import { signInWithPasswordAction } from '@/lib/auth/actions/sign-in-with-password';
import { handOverDevice } from './hand-over-device';
import type { ActionResult } from '@/lib/errors';

export interface PasswordSignInText {
  email: string;
  password: string;
  submit: string;
  submitting: string;
  resendVerification: string;
  verificationResent: string;
}

const notVerified = 'Errors.auth.emailNotVerified';

export function PasswordSignInForm({ text, redirectTo }: { text: PasswordSignInText; redirectTo: string }) {
  const errorMessage = useErrorMessage();
  const { result, isPending, onSubmit } = useFormAction(async (formData: FormData) => {
    await handOverDevice('signIn');
    return signInWithPasswordAction(formData);
  });
  const [resent, setResent] = useState<ActionResult | null>(null);
  const [isResending, startResend] = useTransition();

  const failure = result && !result.ok ? result.error : undefined;
  const resend = (form: HTMLFormElement | null) => {
    const email = form ? new FormData(form).get('email') : null;
    startResend(async () => {
      const answer = await resendVerificationAction({ email });
      startResend(() => setResent(answer));
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {failure && <FormMessage kind="error">{errorMessage(failure.messageKey)}</FormMessage>}
      {failure?.messageKey === notVerified && !resent?.ok && (
        <button type="button" onClick={(event) => resend(event.currentTarget.form)} disabled={isResending} className={buttonStyles.outline}>
          {text.resendVerification}
        </button>
      )}
      {resent?.ok && <FormMessage kind="success">{text.verificationResent}</FormMessage>}
      {resent && !resent.ok && <FormMessage kind="error">{errorMessage(resent.error.messageKey)}</FormMessage>}
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <TextField
        id="sign-in-email"
        name="email"
        type="email"
        label={text.email}
        error={failure?.fields?.email && errorMessage(failure.fields.email)}
        input={{ autoComplete: 'email', required: true }}
      />
      <TextField
        id="sign-in-password"
        name="password"
        type="password"
        label={text.password}
        error={failure?.fields?.password && errorMessage(failure.fields.password)}
        input={{ autoComplete: 'current-password', required: true }}
      />
      <FormFooter submit={{ idle: text.submit, pending: text.submitting }} layout="stack" pending={isPending} />
    </form>
  );
}
