'use client';

import dynamic from 'next/dynamic';
import { useSyncExternalStore } from 'react';
import type { CircleListQuery } from '@/lib/catalogue/query-string';
import { hasSnapshotFlag } from '@/lib/offline-search/snapshot-flag';
import type { LiveSearchIntl } from './live-search-island';

// Loaded only when the device holds the catalogue: a member without it downloads none of the search,
// nor the translation library.
const LiveSearchIsland = dynamic(() => import('./live-search-island').then((module) => module.LiveSearchIsland), { ssr: false });

const noSubscription = () => () => {};

/** The list page's switch to searching on the device as the member types. */
export function LiveSearchGate(props: { query: CircleListQuery; pageSize: number; intl: LiveSearchIntl }) {
  const present = useSyncExternalStore(noSubscription, hasSnapshotFlag, () => false);
  return present ? <LiveSearchIsland {...props} /> : null;
}
