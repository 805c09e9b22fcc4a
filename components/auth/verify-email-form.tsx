'use client';

import Link from 'next/link';
import { FormFooter } from '@/components/forms/form-footer';
import { FormMessage } from '@/components/forms/form-message';
import { useErrorMessage } from '@/components/forms/use-error-message';
import { useFormAction } from '@/components/forms/use-form-action';
import { buttonStyles } from '@/components/ui/styles';
import { verifyEmailAction } from '@/lib/account/actions/verify-email';

export interface VerifyEmailText {
  confirm: string;
  confirming: string;
  /** Formatted with the literal `{email}`, which is replaced by the address. */
  done: string;
  signIn: string;
}

/** Confirms on a button press only: mail scanners open links and would use the token up. */
export function VerifyEmailForm({ token, text, loginPath }: { token: string; text: VerifyEmailText; loginPath: string }) {
  const errorMessage = useErrorMessage();
  const { result, isPending, onSubmit } = useFormAction(verifyEmailAction);

  if (result?.ok) {
    return (
      <div className="grid gap-4">
        <FormMessage kind="success">{text.done.replace('{email}', result.data.email)}</FormMessage>
        <Link href={loginPath} className={buttonStyles.primary}>
          {text.signIn}
        </Link>
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} className="grid gap-4">
      <input type="hidden" name="token" value={token} />
      <FormFooter
        submit={{ idle: text.confirm, pending: text.confirming }}
        layout="stack"
        pending={isPending}
        error={result ? errorMessage(result.error.messageKey) : undefined}
      />
    </form>
  );
}
