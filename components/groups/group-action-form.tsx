'use client';

import { useRouter } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { useErrorMessage } from '@/components/forms/use-error-message';
import { callAction } from '@/components/favorites/call-action';
import type { ActionResult } from '@/lib/errors';

// One form for the groups' server actions: posts the form's fields, shows a refusal in the page's
// language, and on success opens the group, the list or simply shows the page again with fresh data.

export function GroupActionForm({
  action,
  submit,
  pending,
  after = 'refresh',
  confirm,
  className,
  buttonClass,
  children,
}: {
  action: (input: FormData) => Promise<ActionResult<unknown>>;
  submit: string;
  pending: string;
  after?: 'refresh' | 'group' | 'list';
  confirm?: string;
  className?: string;
  buttonClass?: string;
  children?: ReactNode;
}) {
  const router = useRouter();
  const errorMessage = useErrorMessage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className={className}
      onSubmit={async (event) => {
        event.preventDefault();
        if (confirm && !window.confirm(confirm)) return;
        setBusy(true);
        setError(null);
        const result = await callAction(() => action(new FormData(event.currentTarget)));
        setBusy(false);
        if (!result.ok) return setError(errorMessage(result.error.messageKey));
        const data = (result.data ?? {}) as { groupId?: string; id?: string };
        if (after === 'group' && (data.groupId ?? data.id)) router.push(`/group/${data.groupId ?? data.id}`);
        else if (after === 'list') router.push('/group');
        else router.refresh();
      }}
    >
      {children}
      <button type="submit" className={buttonClass} disabled={busy}>
        {busy ? pending : submit}
      </button>
      {error && (
        <p role="alert" className="mt-1 w-full text-sm text-secondary-700">
          {error}
        </p>
      )}
    </form>
  );
}
