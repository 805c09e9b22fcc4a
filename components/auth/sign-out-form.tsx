'use client';

import { useEffect, useRef, useTransition, type ReactNode } from 'react';
import { signOutAction } from '@/lib/auth/actions/sign-out';
import { resetTokenState } from '@/lib/tokens/token-store';

/**
 * Signs out through the server action (which then goes to the top page). `automatic` submits on arrival:
 * the seed's logout routes sign out by being visited.
 */
export function SignOutForm({
  automatic = false,
  className,
  title,
  children,
}: {
  automatic?: boolean;
  className: string;
  title?: string;
  children: ReactNode;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [isPending, startTransition] = useTransition();

  const signOut = () => {
    resetTokenState();
    startTransition(async () => {
      await signOutAction({ redirectTo: '/' });
    });
  };

  useEffect(() => {
    if (automatic) formRef.current?.requestSubmit();
  }, [automatic]);

  return (
    <form
      ref={formRef}
      onSubmit={(event) => {
        event.preventDefault();
        signOut();
      }}
    >
      <button type="submit" disabled={isPending} title={title} className={className}>
        {children}
      </button>
    </form>
  );
}
