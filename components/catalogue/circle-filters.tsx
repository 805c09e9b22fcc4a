'use client';

import dynamic from 'next/dynamic';
import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { effectiveSort, emptyCircleListQuery, type CircleListQuery, type CircleListSort } from '@/lib/catalogue/query-string';
import { LIST_PATH, useListNavigation } from './use-list-navigation';
import { retryWhenOnline } from '@/lib/pwa/device/retry-when-online';

/** The texts the island draws itself; the fields' own are in their markup. */
export type CircleFilterIslandLabels = {
  /** The name of the filters, beside the results or in the phone's sheet. */
  filters: string;
  /** The phone's button, with the number of active filters already in it. */
  filterButton: string;
  close: string;
  applyFilters: string;
  reset: string;
  updating: string;
};

// The sheet (and the dialog library under it) loads when the button is first used, or when a pointer or
// the keyboard reaches the button, so that it is usually there by the time it is pressed.
const loadFilterSheet = () => import('./filter-sheet');
const FilterSheet = dynamic(() => retryWhenOnline(loadFilterSheet).then((module) => module.FilterSheet), { ssr: false });
const preloadFilterSheet = () => void loadFilterSheet();

// The slider searches once the hand stops, not at every step it passes.
const SETTLE_MS = 400;

const numberOrUndefined = (text: string) => (/^\d+$/.test(text) ? Number(text) : undefined);

/** A single select stands for a list: it keeps a longer list from the URL until the user picks another value. */
function listFromSelect(value: string, current: readonly string[]): string[] {
  if (value === '') return [];
  return current[0] === value ? [...current] : [value];
}

function queryFromForm(form: HTMLFormElement, current: CircleListQuery): CircleListQuery {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '').trim();
  const area = listFromSelect(text('area'), current.area);
  // The block list belongs to the hall: a new hall starts from all of its blocks, unless the sheet has
  // already put the new hall's blocks in the select (filter-sheet.tsx marks it with their hall).
  const sameHall = area[0] === current.area[0] || form.querySelector<HTMLElement>('[name=block]')?.dataset.hall === area[0];
  const block = sameHall ? listFromSelect(text('block'), current.block) : [];
  const chosenSort = text('sort') as CircleListSort;
  return {
    ...current,
    day: numberOrUndefined(text('day')),
    area,
    block,
    genre: data.getAll('genre').map(String).flatMap((value) => numberOrUndefined(value) ?? []),
    space: numberOrUndefined(text('space')),
    pay: data.has('pay'),
    favorite: data.has('favorite'),
    favoriteColor: data.getAll('favoriteColor').map(String).flatMap((value) => numberOrUndefined(value) ?? []),
    favoriteMemo: text('favoriteMemo'),
    // Left as shown, the sort stays "default", so that it follows the keyword.
    sort: chosenSort === effectiveSort(current) ? current.sort : chosenSort,
    rankingScoreThreshold: Number(text('rankingScoreThreshold')) || undefined,
    page: 1,
  };
}

/**
 * Sets the markup's fields to `query`: the markup shows the page's query, but the catalogue on the
 * device (offline) answers filters and resets without a new page, and the sheet opens with what is shown.
 */
function fillForm(form: HTMLFormElement, query: CircleListQuery): void {
  const values: Record<string, string | readonly string[] | boolean> = {
    keyword: query.keyword,
    day: query.day?.toString() ?? '',
    area: query.area[0] ?? '',
    block: query.block[0] ?? '',
    genre: query.genre.map(String),
    space: query.space?.toString() ?? '',
    pay: query.pay,
    favorite: query.favorite,
    favoriteMemo: query.favoriteMemo,
    favoriteColor: query.favoriteColor.map(String),
    rankingScoreThreshold: String(query.rankingScoreThreshold ?? 0),
    sort: effectiveSort(query),
  };
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement) || !(element.name in values)) continue;
    const value = values[element.name];
    if (element instanceof HTMLInputElement && element.type === 'checkbox') element.checked = typeof value === 'boolean' ? value : (value as readonly string[]).includes(element.value);
    else if (typeof value === 'string') element.value = value;
  }
}

/** The genre box narrows the list to the names or codes that contain what is typed. */
function narrowGenres(box: HTMLInputElement): void {
  const needle = box.value.trim().toLowerCase();
  const list = box.parentElement?.querySelector('fieldset');
  if (!list) return;
  let any = false;
  for (const label of Array.from(list.querySelectorAll('label'))) {
    const value = label.querySelector('input')?.value ?? '';
    const shown = needle === '' || (label.textContent ?? '').toLowerCase().includes(needle) || value.includes(needle);
    label.hidden = !shown;
    any ||= shown;
  }
  const none = list.querySelector<HTMLElement>('[data-genre-none]');
  if (none) none.hidden = any;
}

/**
 * Beside the results, a select or a checkbox applies at once and the slider once it settles; genres are
 * ticked several at a time and applied with their button, text fields on Enter.
 */
function applyMode(field: HTMLElement): 'now' | 'settle' | undefined {
  if (field instanceof HTMLSelectElement) return 'now';
  if (!(field instanceof HTMLInputElement)) return undefined;
  if (field.type === 'range') return 'settle';
  return field.type === 'checkbox' && field.name !== 'genre' ? 'now' : undefined;
}

type Props = {
  query: CircleListQuery;
  /** The fields: server markup sent once (`MarkupOnce`), drawn in the panel or in the sheet. */
  fields: ReactNode;
  labels: CircleFilterIslandLabels;
};

/**
 * The circle list's filters other than the keyword: server markup (a GET form that works before the
 * script loads) with this island over it for behaviour only, remounted (keyed by the search) after each
 * navigation. The URL is the state. On a wide screen they stand beside the results and apply as they
 * change; on a phone they are hidden behind a button that opens them as a bottom sheet, applied together
 * by its submit button.
 */
export function CircleFilters({ query, fields, labels }: Props) {
  const { navigate, pending } = useListNavigation(query);
  const [sheetOpen, setSheetOpen] = useState(false);
  // Offline the catalogue on the device answers the filters without a navigation: what it shows is
  // what the sheet opens with next and what the next change builds on.
  // Nothing is drawn from it (the fields hold their own state), so a ref.
  const shownRef = useRef(query);
  const [pageQuery] = useState(query);
  const apply = (next: CircleListQuery) => {
    const onDevice = navigate(next);
    if (onDevice) shownRef.current = next;
    return onDevice;
  };
  // The form's listeners, attached once, call the latest one.
  const applyRef = useRef(apply);
  useEffect(() => {
    applyRef.current = apply;
  });
  const form = useRef<HTMLFormElement>(null);
  const settle = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(settle.current), []);

  // A screen that grows past the phone layout while the sheet is open shows the filters beside the results.
  useEffect(() => {
    if (!sheetOpen) return;
    const wide = window.matchMedia('(min-width: 960px)');
    const close = () => wide.matches && setSheetOpen(false);
    close();
    wide.addEventListener('change', close);
    return () => wide.removeEventListener('change', close);
  }, [sheetOpen]);

  // The fields are markup, not React's: their changes are listened to on the form itself. A form drawn
  // afresh (the sheet, or the panel after it) shows what is shown, which the device may have changed.
  const attach = useCallback((element: HTMLFormElement | null) => {
    form.current = element;
    if (!element) return;
    if (shownRef.current !== pageQuery) fillForm(element, shownRef.current);
    const onChange = (event: Event) => {
      const mode = applyMode(event.target as HTMLElement);
      if (event.type === 'input' && (event.target as HTMLElement).hasAttribute('data-genre-search')) narrowGenres(event.target as HTMLInputElement);
      if (event.type !== 'change' || element.dataset.live === undefined) return;
      clearTimeout(settle.current);
      if (mode === 'now') applyRef.current(queryFromForm(element, shownRef.current));
      else if (mode === 'settle') settle.current = setTimeout(() => applyRef.current(queryFromForm(element, shownRef.current)), SETTLE_MS);
    };
    element.addEventListener('change', onChange);
    element.addEventListener('input', onChange);
    return () => {
      element.removeEventListener('change', onChange);
      element.removeEventListener('input', onChange);
    };
  }, [pageQuery]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A navigation remounts the filters, closing the sheet; results from the device change no page.
    if (apply(queryFromForm(event.currentTarget, shownRef.current))) setSheetOpen(false);
  };

  const reset = (
    <button
      type="button"
      onClick={() => {
        clearTimeout(settle.current);
        // A reset the device answered changes no page to redraw the fields, so they are set here.
        if (apply(emptyCircleListQuery) && form.current) fillForm(form.current, emptyCircleListQuery);
      }}
      className="cf-reset"
    >
      {labels.reset}
    </button>
  );
  const status: ReactNode = (
    <p role="status" className="text-sm text-slate-600">
      {pending ? labels.updating : ''}
    </p>
  );

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={sheetOpen}
        onClick={() => setSheetOpen(true)}
        onPointerEnter={preloadFilterSheet}
        onFocus={preloadFilterSheet}
        // In the list's grid: on a phone beside the count; from 960 px the panel stands beside the results.
        className="cf-open"
      >
        {labels.filterButton}
      </button>
      {sheetOpen ? (
        <FilterSheet open onOpenChange={setSheetOpen} title={labels.filters} closeLabel={labels.close}>
          <form ref={attach} method="get" action={LIST_PATH} onSubmit={submit} aria-busy={pending} className="flex min-h-0 flex-1 flex-col">
            <div className="cf-sheet-fields min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-4">{fields}</div>
            <div className="flex items-center gap-3 border-t border-slate-200 px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
              {reset}
              {status}
              <button type="submit" className="ml-auto min-h-11 rounded-md bg-primary-700 px-6 text-sm font-semibold text-white hover:bg-primary-800">
                {labels.applyFilters}
              </button>
            </div>
          </form>
        </FilterSheet>
      ) : (
        <section aria-label={labels.filters} className="hidden md:col-start-1 md:row-span-3 md:row-start-3 md:block">
          {/* Beside the results a change applies at once (`data-live`); in the sheet, with its submit button. */}
          <form ref={attach} method="get" action={LIST_PATH} onSubmit={submit} aria-busy={pending} data-live="" className="space-y-4">
            {fields}
            <div className="flex flex-wrap items-center gap-3">
              {/* Applies the text fields on Enter (a form without a submit button ignores it), and the whole
                  form where the script has not loaded. */}
              <button type="submit" className="cf-submit">
                {labels.applyFilters}
              </button>
              {reset}
              {status}
            </div>
          </form>
        </section>
      )}
    </>
  );
}
