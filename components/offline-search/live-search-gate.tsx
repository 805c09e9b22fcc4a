'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { CircleListQuery } from '@/lib/catalogue/query-string';
import { hasSnapshotFlag } from '@/lib/offline-search/device/snapshot-flag';
import type { LiveSearchIntl } from './live-search-island';
import { retryWhenOnline } from '@/lib/pwa/device/retry-when-online';

// Loaded only when the device holds the catalogue: a member without it downloads none of the search,
// nor the translation library.
const LiveSearchIsland = dynamic(() => retryWhenOnline(() => import('./live-search-island')).then((module) => module.LiveSearchIsland), { ssr: false });

const noSubscription = () => () => {};

// Offline the page is the device's kept copy of the bare list, and the router sets the address to the
// copy's own (`/circle/list`) as it starts, dropping a link's query: the query is read as this module
// loads, before that, and handed over once.
let linkedAtLoad = typeof window === 'undefined' ? '' : window.location.search;
const takeLinked = () => {
  const linked = linkedAtLoad;
  linkedAtLoad = '';
  return linked;
};

/** The list page's switch to searching on the device as the member types. */
export function LiveSearchGate(props: { query: CircleListQuery; pageSize: number; intl: LiveSearchIntl }) {
  const present = useSyncExternalStore(noSubscription, hasSnapshotFlag, () => false);
  // The worker starts opening the catalogue while the island and its translations still load: the
  // island asks the same worker (one per document), which by then has done part of the work.
  useEffect(() => {
    if (present) void import('./search-worker-client').then(({ searchWorker }) => searchWorker().ask({ kind: 'open' }));
  }, [present]);
  const [linked] = useState(takeLinked);
  // Without the catalogue the kept list cannot answer a link's query: the address says what it shows.
  useEffect(() => {
    if (!present && linked !== '' && !navigator.onLine) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, [present, linked]);
  return present ? <LiveSearchIsland {...props} linked={linked} /> : null;
}
