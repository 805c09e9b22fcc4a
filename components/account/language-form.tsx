'use client';

import { formStyles } from '@/components/ui/styles';
import { LocaleOptions, type LocaleOption } from '@/components/i18n/locale-switcher-select';
import { updateLocaleAction } from '@/lib/account/actions/update-locale';
import type { AppLocale } from '@/lib/i18n/locales';
import { SettingsForm, type SaveText } from './settings-form';

/** The account's language: the pages switch at once (the action sets the cookie), mails follow it too. */
export function LanguageForm({ current, options, label, save }: { current: AppLocale; options: readonly LocaleOption[]; label: string; save: SaveText }) {
  return (
    <SettingsForm action={updateLocaleAction} save={save}>
      <div>
        <label htmlFor="settings-locale" className={formStyles.label}>
          {label}
        </label>
        <select key={current} id="settings-locale" name="locale" defaultValue={current} className={formStyles.input}>
          <LocaleOptions options={options} />
        </select>
      </div>
    </SettingsForm>
  );
}
