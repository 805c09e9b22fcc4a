'use client';

import { useId, type FormEvent } from 'react';
import { MAX_KEYWORD_LENGTH } from '@/lib/catalogue/search-text';
import { circleListSearch, type CircleListQuery } from '@/lib/catalogue/query-string';
import { filterStyles } from './filter-styles';
import { LIST_PATH, useListNavigation } from './use-list-navigation';

export type KeywordFormLabels = { keyword: string; keywordHint: string; search: string };

/** The rest of the current query, so that the form sent without the script keeps the other filters. */
function otherParameters(query: CircleListQuery): [string, string][] {
  return [...new URLSearchParams(circleListSearch({ ...query, keyword: '', page: 1 })).entries()];
}

/**
 * The keyword box at the top of the list, on every width. A plain GET form in the markup; with the
 * script it pushes the new URL instead of loading the page again.
 */
export function KeywordForm({ query, labels, className }: { query: CircleListQuery; labels: KeywordFormLabels; className?: string }) {
  const { navigate, pending } = useListNavigation(query);
  const id = useId();
  const hintId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const keyword = String(new FormData(event.currentTarget).get('keyword') ?? '').trim();
    navigate({ ...query, keyword, page: 1 });
  }

  return (
    <form role="search" method="get" action={LIST_PATH} onSubmit={submit} aria-busy={pending} className={className}>
      {otherParameters(query).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={id} className={filterStyles.label}>
        {labels.keyword}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          name="keyword"
          type="search"
          defaultValue={query.keyword}
          maxLength={MAX_KEYWORD_LENGTH}
          enterKeyHint="search"
          aria-describedby={hintId}
          className="block min-h-11 w-full min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 md:min-h-9 md:text-sm"
        />
        <button type="submit" className="min-h-11 shrink-0 rounded-md bg-primary-700 px-4 text-sm font-semibold text-white hover:bg-primary-800 md:min-h-9">
          {labels.search}
        </button>
      </div>
      <p id={hintId} className="mt-1 text-xs text-slate-600">
        {labels.keywordHint}
      </p>
    </form>
  );
}
