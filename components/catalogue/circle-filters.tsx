'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { effectiveSort, emptyCircleListQuery, type CircleListQuery, type CircleListSort } from '@/lib/catalogue/query-string';
import { MAX_MEMO_FILTER_LENGTH } from '@/lib/catalogue/search-text';
import { CheckField, ColorField, FieldGroup, SelectField, TextField, ThresholdField, type Option } from './filter-fields';
import { GenrePicker, type GenrePickerLabels } from './genre-picker';
import { LIST_PATH, useListNavigation } from './use-list-navigation';

export type CircleFilterLabels = {
  /** The name of the filters, beside the results or in the phone's sheet. */
  filters: string;
  /** The phone's button, with the number of active filters already in it. */
  filterButton: string;
  close: string;
  applyFilters: string;
  day: string;
  allDays: string;
  hall: string;
  allHalls: string;
  block: string;
  allBlocks: string;
  space: string;
  cashless: string;
  favoritesOnly: string;
  memo: string;
  favoriteColor: string;
  threshold: string;
  experimental: string;
  loose: string;
  strict: string;
  sort: string;
  sorts: Record<CircleListSort, string>;
  reset: string;
  updating: string;
  genres: GenrePickerLabels;
};

export type CircleFilterOptions = {
  days: Option[];
  halls: Option[];
  /** The blocks of the chosen hall, or all of them. */
  blocks: Option[];
  genres: Option[];
  colors: { value: number; label: string; hex: string }[];
};

type FilterProps = { query: CircleListQuery; options: CircleFilterOptions; labels: CircleFilterLabels };

// The sheet (and the dialog library under it) loads when the button is first used, or when a pointer or
// the keyboard reaches the button, so that it is usually there by the time it is pressed.
const loadFilterSheet = () => import('./filter-sheet');
const FilterSheet = dynamic(() => loadFilterSheet().then((module) => module.FilterSheet), { ssr: false });
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
  // The block list belongs to the hall: a new hall starts from all of its blocks.
  const block = area[0] === current.area[0] ? listFromSelect(text('block'), current.block) : [];
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

/** The filters other than the keyword; the keyword rides along hidden, as do the old site's parameters. */
function FilterFields({ query, options, labels }: FilterProps) {
  return (
    <>
      <input type="hidden" name="keyword" value={query.keyword} />
      {query.wcid !== undefined && <input type="hidden" name="wcid" value={query.wcid} />}
      {query.isBooth && <input type="hidden" name="isBooth" value="1" />}
      <FieldGroup>
        <SelectField name="day" label={labels.day} value={query.day?.toString() ?? ''} options={options.days} placeholder={labels.allDays} />
        <SelectField name="area" label={labels.hall} value={query.area[0] ?? ''} options={options.halls} placeholder={labels.allHalls} />
        <SelectField name="block" label={labels.block} value={query.block[0] ?? ''} options={options.blocks} placeholder={labels.allBlocks} />
        <GenrePicker options={options.genres} selected={query.genre.map(String)} labels={labels.genres} />
        <TextField name="space" type="number" label={labels.space} value={query.space?.toString() ?? ''} />
        <CheckField name="pay" label={labels.cashless} checked={query.pay} />
      </FieldGroup>
      <FieldGroup>
        <CheckField name="favorite" label={labels.favoritesOnly} checked={query.favorite} />
        <TextField name="favoriteMemo" label={labels.memo} value={query.favoriteMemo} maxLength={MAX_MEMO_FILTER_LENGTH} />
        <ColorField label={labels.favoriteColor} colors={options.colors} selected={query.favoriteColor} />
      </FieldGroup>
      <FieldGroup>
        <ThresholdField label={labels.threshold} experimental={labels.experimental} loose={labels.loose} strict={labels.strict} value={query.rankingScoreThreshold ?? 0} />
        <SelectField
          name="sort"
          label={labels.sort}
          value={effectiveSort(query)}
          options={(['placement', 'newest', 'score'] as const).map((value) => ({ value, label: labels.sorts[value] }))}
        />
      </FieldGroup>
    </>
  );
}

const secondaryButton = 'min-h-11 rounded-md border border-primary-700 px-4 text-sm font-semibold text-primary-700 hover:bg-primary-50 md:min-h-9 md:px-3';

/**
 * The circle list's filters other than the keyword: the page's client island, remounted (keyed by the
 * search) after each navigation. The URL is the state. On a wide screen they stand beside the results
 * and apply as they change; on a phone they are hidden behind a button that opens them as a bottom
 * sheet, applied together by its submit button. Both are GET forms, so they work as plain forms too.
 */
export function CircleFilters({ query, options, labels, buttonClassName, panelClassName }: FilterProps & { buttonClassName: string; panelClassName: string }) {
  const { navigate, pending } = useListNavigation(query);
  const [sheetOpen, setSheetOpen] = useState(false);
  // Offline the catalogue on the device answers the filters without a navigation: what it shows is
  // what the sheet opens with next and what the next change builds on.
  const [shown, setShown] = useState(query);
  const apply = (next: CircleListQuery) => {
    const onDevice = navigate(next);
    if (onDevice) setShown(next);
    return onDevice;
  };
  // The fields keep their own state: a reset the device answered changes no page to remount them, so
  // they are drawn afresh from the empty query.
  const [resets, setResets] = useState(0);
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

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A navigation remounts the filters, closing the sheet; results from the device change no page.
    if (apply(queryFromForm(event.currentTarget, shown))) setSheetOpen(false);
  };

  function changeLive(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const mode = (event.target as HTMLElement).dataset.apply;
    clearTimeout(settle.current);
    if (mode === 'now') apply(queryFromForm(form, shown));
    else if (mode === 'settle') settle.current = setTimeout(() => apply(queryFromForm(form, shown)), SETTLE_MS);
  }

  const reset = (
    <button
      type="button"
      onClick={() => {
        clearTimeout(settle.current);
        if (apply(emptyCircleListQuery)) setResets((count) => count + 1);
      }}
      className={secondaryButton}
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
        className={`min-h-11 rounded-full border border-primary-700 px-4 text-sm font-semibold text-primary-800 hover:bg-primary-50 ${buttonClassName}`}
      >
        {labels.filterButton}
      </button>
      {sheetOpen ? (
        <FilterSheet open onOpenChange={setSheetOpen} title={labels.filters} closeLabel={labels.close}>
          <form method="get" action={LIST_PATH} onSubmit={submit} aria-busy={pending} className="flex min-h-0 flex-1 flex-col">
            <div className="min-h-0 flex-1 space-y-5 overflow-y-auto overscroll-contain px-4 py-4">
              <FilterFields key={resets} query={shown} options={options} labels={labels} />
            </div>
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
        <section aria-label={labels.filters} className={panelClassName}>
          <form method="get" action={LIST_PATH} onSubmit={submit} onChange={changeLive} aria-busy={pending} className="space-y-4">
            <FilterFields key={resets} query={shown} options={options} labels={labels} />
            <div className="flex flex-wrap items-center gap-3">
              {/* Applies the text fields on Enter (a form without a submit button ignores it), and the whole
                  form where the script has not loaded. */}
              <button type="submit" className="rounded-md bg-primary-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-primary-800">
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
