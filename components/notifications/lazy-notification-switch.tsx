'use client';

import dynamic from 'next/dynamic';

// The favourites page's switch loads after the page's own scripts: it counts against no first-load
// budget (decision 017), and there is nothing to show before the service worker answers anyway.
export const LazyNotificationSwitch = dynamic(() => import('./notification-switch').then((module) => module.NotificationSwitch), { ssr: false });
