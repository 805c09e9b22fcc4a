'use client';

import { useState } from 'react';
import type { AppLocale } from '@/lib/i18n/locales';
import { printPath, type PrintQuery, type PrintType } from '@/lib/print/print-url';

type Option<T> = { value: T; label: string };

export type PrintChooserOptions = {
  types: (Option<PrintType> & { description: string })[];
  days: Option<number>[];
  halls: Option<string>[];
  colors: (Option<number> & { hex: string })[];
  locales: Option<AppLocale>[];
};

export type PrintChooserLabels = {
  type: string;
  days: string;
  halls: string;
  colors: string;
  options: string;
  prnColor: string;
  prnGenre: string;
  prnMemo: string;
  prnMenus: string;
  locale: string;
  allHint: string;
  preview: string;
  open: string;
};

function toggle<T>(list: readonly T[], value: T, on: boolean): T[] {
  return on ? [...list.filter((item) => item !== value), value] : list.filter((item) => item !== value);
}

const legend = 'text-sm font-semibold text-slate-900';
// 24 px boxes in labels as tall as a finger on a phone: WCAG's minimum target, and easy to hit.
const box = 'size-6 shrink-0 accent-primary-700';

/** The print settings: each change rebuilds the printable page's URL, which the preview shows. */
export function PrintChooser({ options, labels, initial }: { options: PrintChooserOptions; labels: PrintChooserLabels; initial: { type: PrintType; query: PrintQuery } }) {
  const [type, setType] = useState<PrintType>(initial.type);
  const [query, setQuery] = useState<PrintQuery>(initial.query);
  const ordered = <T,>(all: readonly Option<T>[], chosen: readonly T[]) => all.map((option) => option.value).filter((value) => chosen.includes(value));
  const href = printPath(type, {
    ...query,
    days: ordered(options.days, query.days),
    areas: ordered(options.halls, query.areas),
    colors: ordered(options.colors, query.colors),
  });

  const checklist = <T extends string | number>(name: 'days' | 'areas' | 'colors', title: string, all: readonly (Option<T> & { hex?: string })[]) => (
    <fieldset className="mt-4">
      <legend className={legend}>{title}</legend>
      <p className="text-xs text-slate-600">{labels.allHint}</p>
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {all.map((option) => {
          const chosen = (query[name] as readonly (string | number)[]).includes(option.value);
          return (
            <label key={String(option.value)} className="flex min-h-11 items-center gap-1.5 text-sm md:min-h-0">
              <input
                type="checkbox"
                className={box}
                checked={chosen}
                onChange={(event) => setQuery((current) => ({ ...current, [name]: toggle(current[name] as readonly (string | number)[], option.value, event.target.checked) }))}
              />
              {option.hex && <span aria-hidden="true" className="inline-block size-3 rounded-sm border border-slate-500" style={{ backgroundColor: option.hex }} />}
              {option.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );

  return (
    <div className="gap-8 lg:grid lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <form onSubmit={(event) => event.preventDefault()}>
        <fieldset>
          <legend className={legend}>{labels.type}</legend>
          <div className="mt-1 space-y-1">
            {options.types.map((option) => (
              <label key={option.value} className="flex items-start gap-2 text-sm">
                <input type="radio" name="printType" className={`${box} mt-0.5`} checked={type === option.value} onChange={() => setType(option.value)} />
                <span>
                  <span className="font-semibold">{option.label}</span>
                  <span className="block text-slate-600">{option.description}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        {checklist('days', labels.days, options.days)}
        {checklist('areas', labels.halls, options.halls)}
        {checklist('colors', labels.colors, options.colors)}
        <fieldset className="mt-4">
          <legend className={legend}>{labels.options}</legend>
          {(
            [
              ['prnColor', labels.prnColor],
              ['prnGenre', labels.prnGenre],
              ['prnMemo', labels.prnMemo],
              ['prnMenus', labels.prnMenus],
            ] as const
          ).map(([key, text]) => (
            <label key={key} className="mt-1 flex min-h-11 items-center gap-2 text-sm md:min-h-0">
              <input type="checkbox" className={box} checked={query[key]} onChange={(event) => setQuery((current) => ({ ...current, [key]: event.target.checked }))} />
              {text}
            </label>
          ))}
          <label className="mt-2 block text-sm">
            {labels.locale}
            <select
              className="mt-1 block rounded-md border border-slate-300 bg-white px-2 py-1.5"
              value={query.locale ?? ''}
              onChange={(event) => setQuery((current) => ({ ...current, locale: options.locales.find((option) => option.value === event.target.value)?.value }))}
            >
              {options.locales.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        </fieldset>
        <a href={href} className="mt-6 inline-flex rounded-lg bg-primary-700 px-4 py-2.5 text-sm font-semibold text-white no-underline hover:bg-primary-800">
          {labels.open}
        </a>
      </form>
      <section aria-labelledby="print-preview-heading" className="mt-8 lg:mt-0">
        <h2 id="print-preview-heading" className={legend}>
          {labels.preview}
        </h2>
        <iframe key={href} src={href} title={labels.preview} className="mt-2 h-[70vh] w-full rounded border border-slate-300 bg-white" />
      </section>
    </div>
  );
}
