'use client';

import { useActionState } from 'react';
import { FormMessage } from '@/components/forms/form-message';
import { useErrorMessage } from '@/components/forms/use-error-message';
import { buttonStyles } from '@/components/ui/styles';
import { signInWithProviderAction } from '@/lib/auth/actions/sign-in-with-provider';
import type { ActionResult } from '@/lib/errors';

/**
 * Google, the identity provider or the old circle site. Signed in, the same button links the provider
 * to the current account instead.
 */
export function ProviderSignInButton({
  provider,
  redirectTo,
  label,
  pendingLabel,
  variant = 'outline',
}: {
  provider: 'google' | 'idp' | 'legacy';
  redirectTo: string;
  label: string;
  pendingLabel: string;
  variant?: keyof typeof buttonStyles;
}) {
  const errorMessage = useErrorMessage();
  const [result, formAction, isPending] = useActionState(
    (_previous: ActionResult | null, formData: FormData) => signInWithProviderAction(formData),
    null,
  );
  return (
    <form action={formAction} className="grid gap-2">
      <input type="hidden" name="provider" value={provider} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <button type="submit" disabled={isPending} className={buttonStyles[variant]}>
        {isPending ? pendingLabel : label}
      </button>
      {result && !result.ok && <FormMessage kind="error">{errorMessage(result.error.messageKey)}</FormMessage>}
    </form>
  );
}
