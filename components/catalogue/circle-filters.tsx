'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useTransition, type FormEvent } from 'react';
import { circleListSearch, effectiveSort, withSearch, type CircleListQuery, type CircleListSort } from '@/lib/catalogue/query-string';
import { MAX_KEYWORD_LENGTH, MAX_MEMO_FILTER_LENGTH } from '@/lib/catalogue/search-text';
import { CheckField, ColorField, FieldGroup, SelectField, TextField, ThresholdField, type Option } from './filter-fields';
import { GenrePicker, type GenrePickerLabels } from './genre-picker';

export type CircleFilterLabels = {
  keyword: string;
  keywordHint: string;
  search: string;
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

const LIST_PATH = '/circle/list';
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
  const keyword = text('keyword');
  const area = listFromSelect(text('area'), current.area);
  // The block list belongs to the hall: a new hall starts from all of its blocks.
  const block = area[0] === current.area[0] ? listFromSelect(text('block'), current.block) : [];
  const chosenSort = text('sort') as CircleListSort;
  return {
    ...current,
    keyword,
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
 * The circle list's filters: the one client island of the page. The URL is the state: every change
 * pushes the canonical search string, and nothing happens when that string would not change. The
 * page remounts this form (keyed by the search) after each navigation, back and forward included.
 */
export function CircleFilters({ query, options, labels }: { query: CircleListQuery; options: CircleFilterOptions; labels: CircleFilterLabels }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const settle = useRef<ReturnType<typeof setTimeout>>(undefined);
  const form = useRef<HTMLFormElement>(null);
  const currentSearch = circleListSearch(query);

  useEffect(() => () => clearTimeout(settle.current), []);

  function navigate(next: CircleListQuery) {
    const search = circleListSearch(next);
    if (search === currentSearch) return;
    startTransition(() => router.push(withSearch(LIST_PATH, search), { scroll: false }));
  }

  const apply = () => form.current && navigate(queryFromForm(form.current, query));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply();
  }

  function change(event: FormEvent<HTMLFormElement>) {
    const mode = (event.target as HTMLElement).dataset.apply;
    clearTimeout(settle.current);
    if (mode === 'now') apply();
    else if (mode === 'settle') settle.current = setTimeout(apply, SETTLE_MS);
  }

  const hall = query.area[0] ?? '';

  return (
    <form ref={form} method="get" action={LIST_PATH} onSubmit={submit} onChange={change} aria-busy={pending} className="space-y-4">
      {/* Kept by the script through `current`; these carry them when the form is sent without it. */}
      {query.wcid !== undefined && <input type="hidden" name="wcid" value={query.wcid} />}
      {query.isBooth && <input type="hidden" name="isBooth" value="1" />}
      <div className="flex gap-2">
        <div className="flex-1">
          <TextField name="keyword" label={labels.keyword} value={query.keyword} hint={labels.keywordHint} maxLength={MAX_KEYWORD_LENGTH} />
        </div>
        <button type="submit" className="mt-6 self-start rounded-md bg-primary-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-primary-800">
          {labels.search}
        </button>
      </div>
      <FieldGroup>
        <SelectField name="day" label={labels.day} value={query.day?.toString() ?? ''} options={options.days} placeholder={labels.allDays} />
        <SelectField name="area" label={labels.hall} value={hall} options={options.halls} placeholder={labels.allHalls} />
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
        <ThresholdField
          label={labels.threshold}
          experimental={labels.experimental}
          loose={labels.loose}
          strict={labels.strict}
          value={query.rankingScoreThreshold ?? 0}
        />
        <SelectField
          name="sort"
          label={labels.sort}
          value={effectiveSort(query)}
          options={(['placement', 'newest', 'score'] as const).map((value) => ({ value, label: labels.sorts[value] }))}
        />
      </FieldGroup>
      <div className="flex items-center gap-3">
        <button
          type="button"
          onClick={() => currentSearch !== '' && startTransition(() => router.push(LIST_PATH, { scroll: false }))}
          className="rounded-md border border-primary-700 px-3 py-1.5 text-sm font-semibold text-primary-700 hover:bg-primary-50"
        >
          {labels.reset}
        </button>
        <p role="status" className="text-sm text-slate-600">
          {pending ? labels.updating : ''}
        </p>
      </div>
    </form>
  );
}
