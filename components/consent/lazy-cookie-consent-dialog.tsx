'use client';

import dynamic from 'next/dynamic';
import { retryWhenOnline } from '@/lib/pwa/device/retry-when-online';

// The notice shows on a first visit only, and Radix draws its dialog after the page has hydrated in any
// case: its code loads then, rather than as part of every first visit's page.
export const LazyCookieConsentDialog = dynamic(() => retryWhenOnline(() => import('./cookie-consent-dialog')).then((module) => module.CookieConsentDialog), { ssr: false });
