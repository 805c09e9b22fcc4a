'use client';

import { useActionState } from 'react';
import { handOverDevice } from './hand-over-device';
import { FormFooter } from '@/components/forms/form-footer';
import { useErrorMessage } from '@/components/forms/use-error-message';
import type { buttonStyles } from '@/components/ui/styles';
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
    async (_previous: ActionResult | null, formData: FormData) => {
      await handOverDevice('signIn');
      return signInWithProviderAction(formData);
    },
    null,
  );
  return (
    <form action={formAction} className="grid gap-2">
      <input type="hidden" name="provider" value={provider} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <FormFooter
        submit={{ idle: label, pending: pendingLabel }}
        variant={variant}
        layout="stack"
        pending={isPending}
        error={result && !result.ok ? errorMessage(result.error.messageKey) : undefined}
      />
    </form>
  );
}
