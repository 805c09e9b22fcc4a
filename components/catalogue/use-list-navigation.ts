'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { circleListSearch, withSearch, type CircleListQuery } from '@/lib/catalogue/query-string';
import { routeListQuery } from '@/components/offline-search/offline-navigation';

export const LIST_PATH = '/circle/list';

/**
 * The circle list's one way to change state: push the canonical search string, and do nothing when it
 * would not change. The scroll stays; the results announcer moves the view to the first result.
 */
export function useListNavigation(query: CircleListQuery) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const currentSearch = circleListSearch(query);
  /** Asks for the query; true when the catalogue on the device answered it at once (offline). */
  const navigate = (requested: CircleListQuery): boolean => {
    const next = routeListQuery(requested);
    if (next === null) return true;
    const search = circleListSearch(next);
    if (search === currentSearch) return false;
    startTransition(() => router.push(withSearch(LIST_PATH, search), { scroll: false }));
    return false;
  };
  return { navigate, pending, currentSearch };
}
