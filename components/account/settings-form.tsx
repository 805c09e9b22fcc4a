'use client';

import type { ReactNode } from 'react';
import { FormFooter } from '@/components/forms/form-footer';
import { useErrorMessage } from '@/components/forms/use-error-message';
import { useFormAction } from '@/components/forms/use-form-action';
import type { ActionResult } from '@/lib/errors';

export type SaveText = { idle: string; pending: string; done: string };

/** A settings form that saves with one action and says so, keeping the choices shown as they were sent. */
export function SettingsForm<T>({
  action,
  save,
  children,
}: {
  action: (formData: FormData) => Promise<ActionResult<T>>;
  save: SaveText;
  children: ReactNode;
}) {
  const errorMessage = useErrorMessage();
  const { result, isPending, onSubmit } = useFormAction(action);
  return (
    <form onSubmit={onSubmit} className="grid max-w-xl gap-4">
      {children}
      <FormFooter
        submit={save}
        pending={isPending}
        error={result && !result.ok ? errorMessage(result.error.messageKey) : undefined}
        success={result?.ok ? save.done : undefined}
      />
    </form>
  );
}
