'use client';

import dynamic from 'next/dynamic';
import { useSyncExternalStore } from 'react';
import type { CircleListQuery } from '@/lib/catalogue/query-string';
import { hasSnapshotFlag } from '@/lib/offline-search/snapshot-flag';

// Loaded only when the device holds the catalogue: a member without it downloads none of the search.
const LiveCircleSearch = dynamic(() => import('./live-circle-search').then((module) => module.LiveCircleSearch), { ssr: false });

const noSubscription = () => () => {};

/** The list page's switch to searching on the device as the member types. */
export function LiveSearchGate(props: { query: CircleListQuery; pageSize: number }) {
  const present = useSyncExternalStore(noSubscription, hasSnapshotFlag, () => false);
  return present ? <LiveCircleSearch {...props} /> : null;
}
