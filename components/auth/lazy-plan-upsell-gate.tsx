'use client';

import dynamic from 'next/dynamic';
import { retryWhenOnline } from '@/lib/pwa/device/retry-when-online';

// Rendered only for users who lack the plan, but a client component a layout imports loads with every
// page of it: loaded on its own, members download neither the gate nor the route table it matches
// against. It draws nothing itself (its dialog is loaded when it opens, and only in the browser).
export const LazyPlanUpsellGate = dynamic(() => retryWhenOnline(() => import('./plan-upsell-gate')).then((module) => module.PlanUpsellGate), { ssr: false });
