'use client';

import { useActionState } from 'react';
import { FormMessage } from '@/components/forms/form-message';
import { useErrorMessage } from '@/components/forms/use-error-message';
import { handOverDevice } from '@/components/auth/hand-over-device';
import { buttonStyles } from '@/components/ui/styles';
import { signOutEverywhereFormAction } from '@/lib/auth/actions/sign-out-everywhere';

export function SignOutEverywhereButton({ label }: { label: string }) {
  const errorMessage = useErrorMessage();
  // On success the action redirects to the top page; only a failure comes back. The server action is the
  // form's own, so the form posts even before hydration; once hydrated, the device's copies stop opening
  // as it posts (components/auth/hand-over-device.ts).
  const [failure, formAction, isPending] = useActionState(signOutEverywhereFormAction, null);
  return (
    <form action={formAction} onSubmit={() => void handOverDevice('signOut')} className="grid max-w-xl gap-3">
      {failure && !failure.ok && <FormMessage kind="error">{errorMessage(failure.error.messageKey)}</FormMessage>}
      <input type="hidden" name="redirectTo" value="/" />
      <div>
        <button type="submit" disabled={isPending} className={buttonStyles.secondary}>
          {label}
        </button>
      </div>
    </form>
  );
}
