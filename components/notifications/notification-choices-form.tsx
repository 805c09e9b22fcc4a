'use client';

import { useState } from 'react';
import { SettingsForm, type SaveText } from '@/components/account/settings-form';
import { formStyles } from '@/components/ui/styles';
import { saveNotificationSettingsAction } from '@/lib/notifications/actions/save-notification-settings';

export type NotificationChoicesText = { kinds: string; catalogue: string; groups: string; eventDays: string; quietHours: string; quietOn: string; quietFrom: string; quietUntil: string };

export type NotificationChoicesInitial = { catalogue: boolean; groups: boolean; eventDays: boolean; quiet: { start: string; end: string } | null };

const kinds = ['catalogue', 'groups', 'eventDays'] as const;

/** Which notifications the member wants, and the quiet hours (Japan time) when they wait. */
export function NotificationChoicesForm({ initial, text, save }: { initial: NotificationChoicesInitial; text: NotificationChoicesText; save: SaveText }) {
  const [quiet, setQuiet] = useState(initial.quiet !== null);
  return (
    <SettingsForm action={saveNotificationSettingsAction} save={save}>
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-semibold text-slate-900">{text.kinds}</legend>
        {kinds.map((kind) => (
          <div key={kind} className="flex min-h-11 items-center gap-3">
            <input id={`notify-${kind}`} name={kind} type="checkbox" defaultChecked={initial[kind]} className={formStyles.checkbox} />
            <label htmlFor={`notify-${kind}`} className="text-slate-900">
              {text[kind]}
            </label>
          </div>
        ))}
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-semibold text-slate-900">{text.quietHours}</legend>
        <div className="flex min-h-11 items-center gap-3">
          <input id="notify-quiet" name="quietHours" type="checkbox" checked={quiet} onChange={(event) => setQuiet(event.currentTarget.checked)} className={formStyles.checkbox} />
          <label htmlFor="notify-quiet" className="text-slate-900">
            {text.quietOn}
          </label>
        </div>
        <div className="flex flex-wrap gap-4">
          <label className="grid gap-1 text-slate-900">
            {text.quietFrom}
            <input name="quietStart" type="time" step={60} defaultValue={initial.quiet?.start ?? '22:00'} disabled={!quiet} className="min-h-11 rounded-md border border-slate-400 px-2" />
          </label>
          <label className="grid gap-1 text-slate-900">
            {text.quietUntil}
            <input name="quietEnd" type="time" step={60} defaultValue={initial.quiet?.end ?? '08:00'} disabled={!quiet} className="min-h-11 rounded-md border border-slate-400 px-2" />
          </label>
        </div>
      </fieldset>
    </SettingsForm>
  );
}
