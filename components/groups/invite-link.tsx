'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useErrorMessage } from '@/components/forms/use-error-message';
import { callAction } from '@/components/favorites/call-action';
import { createInviteAction } from '@/lib/groups/actions/create-invite';
import { replaceInviteAction } from '@/lib/groups/actions/replace-invite';

// The owner makes an invitation link, or replaces every open one with a new link; the token is shown
// once (only its hash is kept on the server).

type InviteText = { newInvite: string; replace: string; replaceHint: string; copy: string; copied: string; hint: string; label: string };

export function InviteLink({ groupId, hasOpenLinks, text, buttonClass }: { groupId: string; hasOpenLinks: boolean; text: InviteText; buttonClass: string }) {
  const errorMessage = useErrorMessage();
  const router = useRouter();
  const [link, setLink] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const make = async (action: typeof createInviteAction) => {
    const result = await callAction(() => action({ groupId }));
    if (!result.ok) return setError(errorMessage(result.error.messageKey));
    setError(null);
    setCopied(false);
    setLink(`${window.location.origin}/group-invite/${result.data.token}`);
    // The page's list of open links changes with it.
    router.refresh();
  };
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonClass} onClick={() => make(createInviteAction)}>
          {text.newInvite}
        </button>
        {hasOpenLinks && (
          <button type="button" className={buttonClass} aria-describedby="group-replace-hint" onClick={() => make(replaceInviteAction)}>
            {text.replace}
          </button>
        )}
      </div>
      {hasOpenLinks && (
        <p id="group-replace-hint" className="text-sm text-slate-600">
          {text.replaceHint}
        </p>
      )}
      {link && (
        <div className="space-y-1">
          <label className="block text-sm font-medium" htmlFor="group-invite-link">
            {text.label}
          </label>
          <input id="group-invite-link" readOnly value={link} className="block w-full rounded-md border border-slate-300 px-2 py-2 text-sm" onFocus={(event) => event.currentTarget.select()} />
          <p className="text-sm text-slate-600">{text.hint}</p>
          <button
            type="button"
            className="text-sm font-semibold text-primary-700 underline"
            onClick={async () => {
              await navigator.clipboard?.writeText(link).catch(() => undefined);
              setCopied(true);
            }}
          >
            {copied ? text.copied : text.copy}
          </button>
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-secondary-700">
          {error}
        </p>
      )}
    </div>
  );
}
