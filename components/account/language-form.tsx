'use client';

import { FormFooter } from '@/components/forms/form-footer';
import { useErrorMessage } from '@/components/forms/use-error-message';
import { useFormAction } from '@/components/forms/use-form-action';
import { formStyles } from '@/components/ui/styles';
import { updateLocaleAction } from '@/lib/account/actions/update-locale';
import type { LocaleOption } from '@/components/i18n/locale-switcher-select';
import type { AppLocale } from '@/lib/i18n/locales';

/** The account's language: the pages switch at once (the action sets the cookie), mails follow it too. */
export function LanguageForm({
  current,
  options,
  label,
  save,
}: {
  current: AppLocale;
  options: readonly LocaleOption[];
  label: string;
  save: { idle: string; pending: string; done: string };
}) {
  const errorMessage = useErrorMessage();
  const { result, isPending, onSubmit } = useFormAction(updateLocaleAction);
  return (
    <form onSubmit={onSubmit} className="grid max-w-xl gap-4">
      <div>
        <label htmlFor="settings-locale" className={formStyles.label}>
          {label}
        </label>
        <select key={current} id="settings-locale" name="locale" defaultValue={current} className={formStyles.input}>
          {options.map((option) => (
            <option key={option.value} value={option.value} lang={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <FormFooter
        submit={save}
        pending={isPending}
        error={result && !result.ok ? errorMessage(result.error.messageKey) : undefined}
        success={result?.ok ? save.done : undefined}
      />
    </form>
  );
}
