'use client';

import { useId, useTransition, type ChangeEvent } from 'react';
import type { AppLocale } from '@/lib/i18n/locales';
import { setLocale } from '@/lib/i18n/actions/set-locale';

export interface LocaleOption {
  value: AppLocale;
  label: string;
}

/** The languages of a select, each named in its own language (and marked so for screen readers). */
export function LocaleOptions({ options }: { options: readonly LocaleOption[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value} lang={option.value}>
      {option.label}
    </option>
  ));
}

export function LocaleSwitcherSelect({
  label,
  current,
  options,
}: {
  label: string;
  current: AppLocale;
  options: readonly LocaleOption[];
}) {
  const [isPending, startTransition] = useTransition();
  const id = useId();

  const change = (event: ChangeEvent<HTMLSelectElement>) => {
    const locale = event.target.value;
    startTransition(async () => {
      await setLocale(locale);
    });
  };

  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only text-sm text-slate-600 2xl:not-sr-only">
        {label}
      </label>
      <select
        key={current}
        id={id}
        defaultValue={current}
        onChange={change}
        aria-busy={isPending}
        className="min-h-11 rounded-md border border-slate-300 bg-white py-1.5 pr-6 pl-1.5 text-sm text-slate-900 sm:min-h-0 sm:pr-7 sm:pl-2"
      >
        <LocaleOptions options={options} />
      </select>
    </div>
  );
}
