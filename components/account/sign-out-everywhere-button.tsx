'use client';

import { useState, useTransition } from 'react';
import { FormMessage } from '@/components/forms/form-message';
import { useErrorMessage } from '@/components/forms/use-error-message';
import { buttonStyles } from '@/components/ui/styles';
import { signOutEverywhereAction } from '@/lib/auth/actions/sign-out-everywhere';
import type { ActionResult } from '@/lib/errors';

export function SignOutEverywhereButton({ label }: { label: string }) {
  const errorMessage = useErrorMessage();
  const [isPending, startTransition] = useTransition();
  const [failure, setFailure] = useState<ActionResult | null>(null);
  const signOut = () => {
    startTransition(async () => {
      // On success the action redirects to the top page; only a failure comes back.
      const answer = await signOutEverywhereAction({ redirectTo: '/' });
      startTransition(() => setFailure(answer));
    });
  };
  return (
    <div className="grid max-w-xl gap-3">
      {failure && !failure.ok && <FormMessage kind="error">{errorMessage(failure.error.messageKey)}</FormMessage>}
      <div>
        <button type="button" onClick={signOut} disabled={isPending} className={buttonStyles.secondary}>
          {label}
        </button>
      </div>
    </div>
  );
}
