'use client';

import dynamic from 'next/dynamic';
import { retryWhenOnline } from '@/lib/pwa/device/retry-when-online';

// The notice draws nothing until a new version waits, and the worker's registration waits for the page
// to load in any case: its code loads after the page's first scripts and adds nothing to hydration.
export const LazyServiceWorkerNotice = dynamic(() => retryWhenOnline(() => import('./service-worker-notice')).then((module) => module.ServiceWorkerNotice), { ssr: false });
