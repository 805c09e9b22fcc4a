'use client';

import { FormFooter } from '@/components/forms/form-footer';
import { useErrorMessage } from '@/components/forms/use-error-message';
import { useFormAction } from '@/components/forms/use-form-action';
import { formStyles } from '@/components/ui/styles';
import { updateListDisplayAction } from '@/lib/account/actions/update-list-display';
import type { ListDisplaySettings } from '@/lib/account/preferences';

export type ListDisplayKey = keyof ListDisplaySettings;

export function ListDisplayForm({
  initial,
  labels,
  legend,
  save,
}: {
  initial: ListDisplaySettings;
  labels: Record<ListDisplayKey, string>;
  legend: string;
  save: { idle: string; pending: string; done: string };
}) {
  const errorMessage = useErrorMessage();
  const { result, isPending, onSubmit } = useFormAction(updateListDisplayAction);
  const keys = Object.keys(labels) as ListDisplayKey[];
  return (
    <form onSubmit={onSubmit} className="grid max-w-xl gap-4">
      <fieldset>
        <legend className="sr-only">{legend}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {keys.map((key) => (
            <div key={key} className="flex items-center gap-3">
              <input id={`list-display-${key}`} name={key} type="checkbox" defaultChecked={initial[key]} className={formStyles.checkbox} />
              <label htmlFor={`list-display-${key}`} className="text-slate-900">
                {labels[key]}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
      <FormFooter
        submit={save}
        pending={isPending}
        error={result && !result.ok ? errorMessage(result.error.messageKey) : undefined}
        success={result?.ok ? save.done : undefined}
      />
    </form>
  );
}
