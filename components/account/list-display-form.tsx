'use client';

import { formStyles } from '@/components/ui/styles';
import { updateListDisplayAction } from '@/lib/account/actions/update-list-display';
import type { ListDisplaySettings } from '@/lib/catalogue/list-display';
import { SettingsForm, type SaveText } from './settings-form';

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
  save: SaveText;
}) {
  const keys = Object.keys(labels) as ListDisplayKey[];
  return (
    <SettingsForm action={updateListDisplayAction} save={save}>
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
    </SettingsForm>
  );
}
