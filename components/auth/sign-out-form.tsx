'use client';

import { useTransition, type ReactNode } from 'react';
import { signOutAction } from '@/lib/auth/actions/sign-out';

/**
 * Signs out through the server action (which then goes to the top page). Only a press of its button does:
 * a server action is a POST that Next.js accepts only from the site's own pages, so no other site can
 * sign a member out, whereas a page that signed out on arrival could be opened by any link or image.
 */
export function SignOutForm({ className, title, children }: { className: string; title?: string; children: ReactNode }) {
  const [isPending, startTransition] = useTransition();

  const signOut = () => {
    startTransition(async () => {
      await signOutAction({ redirectTo: '/' });
    });
  };

  return (
    <form
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
