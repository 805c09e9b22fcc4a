'use client';

import dynamic from 'next/dynamic';
import { retryWhenOnline } from '@/lib/pwa/device/retry-when-online';

// The island draws nothing until it has found the page's slots after mounting (their server-rendered
// stand-ins show the member's favourites meanwhile), so it needs no server rendering: its code (the
// controls, the edits, the offline queue) loads after the page's first scripts instead of with them,
// and hydration does none of its work. The service worker precaches the chunk, so it loads offline too.
export const LazyFavoriteControlsIsland = dynamic(() => retryWhenOnline(() => import('./favorite-controls-island')).then((module) => module.FavoriteControlsIsland), { ssr: false });
