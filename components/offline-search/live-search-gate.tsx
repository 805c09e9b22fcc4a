'use client';

import dynamic from 'next/dynamic';
import { useEffect, useSyncExternalStore } from 'react';
import type { CircleListQuery } from '@/lib/catalogue/query-string';
import { hasSnapshotFlag } from '@/lib/offline-search/snapshot-flag';
import type { LiveSearchIntl } from './live-search-island';
import { retryWhenOnline } from '@/lib/pwa/retry-when-online';

// Loaded only when the device holds the catalogue: a member without it downloads none of the search,
// nor the translation library.
const LiveSearchIsland = dynamic(() => retryWhenOnline(() => import('./live-search-island')).then((module) => module.LiveSearchIsland), { ssr: false });

const noSubscription = () => () => {};

/** The list page's switch to searching on the device as the member types. */
export function LiveSearchGate(props: { query: CircleListQuery; pageSize: number; intl: LiveSearchIntl }) {
  const present = useSyncExternalStore(noSubscription, hasSnapshotFlag, () => false);
  // The worker starts opening the catalogue while the island and its translations still load: the
  // island asks the same worker (one per document), which by then has done part of the work.
  useEffect(() => {
    if (present) void import('./search-worker-client').then(({ searchWorker }) => searchWorker().ask({ kind: 'open' }));
  }, [present]);
  return present ? <LiveSearchIsland {...props} /> : null;
}
