'use client';

import Link from 'next/link';
import { useState, useTransition } from 'react';
import { FormFooter } from '@/components/forms/form-footer';
import { FormMessage } from '@/components/forms/form-message';
import { TextField } from '@/components/forms/text-field';
import { useErrorMessage } from '@/components/forms/use-error-message';
import { useFormAction } from '@/components/forms/use-form-action';
import { buttonStyles } from '@/components/ui/styles';
import { resendVerificationAction } from '@/lib/account/actions/resend-verification';
import { verifyEmailAction } from '@/lib/account/actions/verify-email';
import type { ActionResult } from '@/lib/errors';
import { handOverDevice } from './hand-over-device';

export interface VerifyEmailText {
  confirm: string;
  confirming: string;
  signIn: string;
  email: string;
  sendNew: string;
  newSent: string;
}

const expiredKey = 'Errors.account.verificationLinkExpired';

/**
 * Confirms and signs in on a button press only: mail scanners open links and would use the token up.
 * A link that cannot sign in says why: expired (with a new link sent from here), used or not valid (with
 * the way to sign in).
 */
export function VerifyEmailForm({ token, text, loginPath }: { token: string; text: VerifyEmailText; loginPath: string }) {
  const errorMessage = useErrorMessage();
  const { result, isPending, onSubmit } = useFormAction(async (formData: FormData) => {
    await handOverDevice('signIn');
    return verifyEmailAction(formData);
  });
  const [resent, setResent] = useState<ActionResult | null>(null);
  const [isResending, startResend] = useTransition();

  if (result && !result.ok) {
    const expired = result.error.messageKey === expiredKey;
    const resend = (formData: FormData) =>
      startResend(async () => {
        const answer = await resendVerificationAction({ email: formData.get('email') });
        startResend(() => setResent(answer));
      });
    return (
      <div className="grid gap-4">
        <FormMessage kind="error">{errorMessage(result.error.messageKey)}</FormMessage>
        {expired && !resent?.ok && (
          <form action={resend} className="grid gap-3">
            <TextField id="verify-email" name="email" type="email" label={text.email} input={{ autoComplete: 'email', required: true }} />
            <button type="submit" disabled={isResending} className={buttonStyles.primary}>
              {text.sendNew}
            </button>
          </form>
        )}
        {resent?.ok && <FormMessage kind="success">{text.newSent}</FormMessage>}
        {resent && !resent.ok && <FormMessage kind="error">{errorMessage(resent.error.messageKey)}</FormMessage>}
        {!expired && (
          <Link href={loginPath} className={buttonStyles.primary}>
            {text.signIn}
          </Link>
        )}
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} className="grid gap-4">
      <input type="hidden" name="token" value={token} />
      <FormFooter submit={{ idle: text.confirm, pending: text.confirming }} layout="stack" pending={isPending} />
    </form>
  );
}
