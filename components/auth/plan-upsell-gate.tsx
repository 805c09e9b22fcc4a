'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { matchRoute, type ViewMode } from '@/lib/routes';
import type { PlanUpsellText } from './plan-upsell-dialog';
import { retryWhenOnline } from '@/lib/pwa/device/retry-when-online';

// The dialog (and the dialog library) loads only on a screen where it opens.
const PlanUpsellDialog = dynamic(() => retryWhenOnline(() => import('./plan-upsell-dialog')).then((module) => module.PlanUpsellDialog), { ssr: false });

/**
 * Where the 'Platinum Plan Purchase Required' dialog opens. The user stays on the page, so it follows
 * client navigations: it opens on every screen the server listed for this user and on no other.
 */
export function PlanUpsellGate({ viewModes, text, purchasePath }: { viewModes: readonly ViewMode[]; text: PlanUpsellText; purchasePath: string }) {
  const route = matchRoute(usePathname());
  const open = route !== undefined && viewModes.includes(route.viewMode);
  return open ? <PlanUpsellDialog text={text} purchasePath={purchasePath} /> : null;
}
