import type { ReactNode } from 'react';
import { formStyles } from '@/components/ui/styles';

export interface BirthdateText {
  legend: string;
  year: string;
  month: string;
  day: string;
  choose: string;
}

export interface BirthdateParts {
  year: number;
  month: number;
  day: number;
}

const earliestYear = 1900;

const range = (from: number, to: number) => Array.from({ length: Math.abs(to - from) + 1 }, (_, index) => (from < to ? from + index : from - index));

/** Year, month and day as three selects (named `year`, `month`, `day`): easy on phones, no date format to learn. */
export function BirthdateFields({
  idPrefix,
  text,
  currentYear,
  defaultValue,
  error,
  note,
  disabled,
}: {
  idPrefix: string;
  text: BirthdateText;
  /** From the server, so that server and browser render the same list. */
  currentYear: number;
  defaultValue?: BirthdateParts | null;
  error?: string | undefined;
  /** Shown under the legend, e.g. why the date can no longer be changed. */
  note?: ReactNode;
  disabled?: boolean;
}) {
  const errorId = `${idPrefix}-birthdate-error`;
  const noteId = `${idPrefix}-birthdate-note`;
  const describedBy = [note ? noteId : undefined, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  const parts = [
    { name: 'year', label: text.year, options: range(currentYear, earliestYear), value: defaultValue?.year },
    { name: 'month', label: text.month, options: range(1, 12), value: defaultValue?.month },
    { name: 'day', label: text.day, options: range(1, 31), value: defaultValue?.day },
  ] as const;
  return (
    <fieldset aria-describedby={describedBy} disabled={disabled}>
      <legend className={formStyles.label}>{text.legend}</legend>
      {note && (
        <p id={noteId} className={formStyles.hint}>
          {note}
        </p>
      )}
      {/* On a phone the year takes a row of its own, so that month and day are wide enough for "Choose". */}
      <div className="mt-1 grid grid-cols-2 gap-2 sm:grid-cols-[1.4fr_1fr_1fr]">
        {parts.map((part) => (
          <div key={part.name} className={part.name === 'year' ? 'col-span-2 sm:col-span-1' : undefined}>
            <label htmlFor={`${idPrefix}-${part.name}`} className="text-sm text-slate-700">
              {part.label}
            </label>
            <select
              id={`${idPrefix}-${part.name}`}
              name={part.name}
              defaultValue={part.value ?? ''}
              aria-invalid={error ? true : undefined}
              className={formStyles.input}
            >
              <option value="">{text.choose}</option>
              {part.options.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      {error && (
        <p id={errorId} className={formStyles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
