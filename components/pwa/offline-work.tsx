'use client';

import { useEffect } from 'react';
import { useWifiCatalogue } from '@/components/offline-search/use-wifi-catalogue';
import type { SendOutcome } from '@/lib/offline/send-pending';
import { useDeviceState, type DeviceState } from './use-device-state';
import { usePendingSender } from './use-pending-sender';
import { useShellPages } from './use-shell-pages';

export type OfflineWorkState = { device: DeviceState; outcome: SendOutcome | null; dismiss: () => void };

type Props = { online: boolean; userId: string | null; canSave: boolean; onChange: (state: OfflineWorkState) => void };

/**
 * The offline indicator's work behind the page (./offline-center): reads the device's saved copy and
 * queue, sends the queued edits, keeps the shell pages and the catalogue on the device, and removes
 * another account's copy. It draws nothing; it reports the device's state and the last sending to
 * the indicator.
 */
export function OfflineWork({ online, userId, canSave, onChange }: Props) {
  const device = useDeviceState();
  const { outcome, dismiss } = usePendingSender(online, device.pending.length);
  useShellPages(true, online, userId, canSave);
  useWifiCatalogue(true, online, userId, canSave);

  // Another account on this browser (online, so the page is current) must not see the saved copy; a
  // signed-out page keeps it while edits wait, so that signing in again can still send them.
  const owner = device.snapshot?.userId;
  useEffect(() => {
    if (!online || !owner || owner === userId) return;
    if (userId !== null || device.pending.length === 0) void import('@/lib/offline/save-event-days').then((module) => module.removeEventDays());
  }, [online, owner, userId, device.pending.length]);

  useEffect(() => onChange({ device, outcome, dismiss }), [device, outcome, dismiss, onChange]);
  return null;
}
