'use client';

import { useId, useTransition, type ReactNode } from 'react';
import { signOutAction } from '@/lib/auth/actions/sign-out';
import { handOverDevice } from './hand-over-device';

/**
 * Signs out through the server action (which then goes to the top page). Only a press of its button does:
 * a server action is a POST that Next.js accepts only from the site's own pages, so no other site can
 * sign a member out, whereas a page that signed out on arrival could be opened by any link or image.
 * The button's description (`note`) tells that the event days saved on the device go with the member;
 * they stop opening before the request leaves, so a network lost on the way back does not keep them.
 */
export function SignOutForm({ className, title, note, children }: { className: string; title?: string; note: string; children: ReactNode }) {
  const [isPending, startTransition] = useTransition();
  const noteId = useId();

  const signOut = () => {
    startTransition(async () => {
      await handOverDevice('signOut');
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
      <button type="submit" disabled={isPending} title={title} aria-describedby={noteId} className={className}>
        {children}
      </button>
      <span id={noteId} className="sr-only">
        {note}
      </span>
    </form>
  );
}
