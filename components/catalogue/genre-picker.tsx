'use client';

import { useId, useState } from 'react';
import { filterStyles } from './filter-styles';

export type GenreOption = { value: string; label: string };

export type GenrePickerLabels = {
  genre: string;
  genreSearch: string;
  allGenres: string;
  selected: string;
  noMatches: string;
  apply: string;
};

/**
 * The genre multi-select: checkboxes named `genre` inside the filter form, with a box that narrows the
 * list by code or by any part of the translated name. Ticking does not search yet, so that several
 * genres can be chosen in one go; the Apply button submits the form.
 */
export function GenrePicker({ options, selected, labels }: { options: readonly GenreOption[]; selected: readonly string[]; labels: GenrePickerLabels }) {
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const searchId = useId();
  const nameId = useId();
  const needle = filter.trim().toLowerCase();
  const chosen = new Set(selected);
  const matches = (option: GenreOption) => needle === '' || option.label.toLowerCase().includes(needle) || option.value.includes(needle);

  return (
    <details className="rounded-md border border-slate-300 bg-white" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer px-2.5 py-1.5 text-sm">
        <span id={nameId} className="font-medium text-slate-900">
          {labels.genre}
        </span>
        <span className="ml-2 text-slate-600">{selected.length > 0 ? labels.selected : labels.allGenres}</span>
      </summary>
      {/* The list is drawn when opened: closed, the chosen genres ride along as hidden fields, which keeps
          the page's markup small. */}
      {!open && selected.map((value) => <input key={value} type="hidden" name="genre" value={value} />)}
      {open && (
        <div className="space-y-2 border-t border-slate-200 p-2.5">
          <label htmlFor={searchId} className="sr-only">
            {labels.genreSearch}
          </label>
          <input
            id={searchId}
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            placeholder={labels.genreSearch}
            className={filterStyles.control}
            // The search box only narrows the list; it is not a search parameter.
            form=""
          />
          <fieldset aria-labelledby={nameId} className="max-h-64 space-y-1 overflow-y-auto">
            {options.map((option) => (
              <label key={option.value} className="cf-check" hidden={!matches(option)}>
                <input type="checkbox" name="genre" value={option.value} defaultChecked={chosen.has(option.value)} />
                <span>{option.label}</span>
              </label>
            ))}
            {!options.some(matches) && <p className="text-sm text-slate-600">{labels.noMatches}</p>}
          </fieldset>
          <button type="submit" className="rounded-md bg-primary-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-primary-800">
            {labels.apply}
          </button>
        </div>
      )}
    </details>
  );
}
