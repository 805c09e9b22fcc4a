'use client';

import { useEffect } from 'react';
import { useWifiCatalogue } from '@/components/offline-search/use-wifi-catalogue';
import { deviceCleanup } from '@/lib/offline/device/device-cleanup';
import { writeDeviceOwner } from '@/lib/offline/device/device-owner';
import type { SendOutcome } from '@/lib/offline/device/send-pending';
import { useDeviceState, type DeviceState } from './use-device-state';
import { usePendingSender } from './use-pending-sender';
import { useShellPages } from './use-shell-pages';

export type OfflineWorkState = { device: DeviceState; outcome: SendOutcome | null; dismiss: () => void };

type Props = { online: boolean; userId: string | null; canSave: boolean; answeredAt: number; onChange: (state: OfflineWorkState) => void };

/**
 * The offline indicator's work behind the page (./offline-center): reads the device's saved copy and
 * queue, sends the queued edits, keeps the shell pages and the catalogue on the device, and removes
 * another account's copy. It draws nothing; it reports the device's state and the last sending to
 * the indicator.
 */
export function OfflineWork({ online, userId, canSave, answeredAt, onChange }: Props) {
  const device = useDeviceState();
  const { outcome, dismiss } = usePendingSender(online, device.pending.length, userId);
  // The page is the server's answer about who uses the browser now: only that member's copies open from
  // here on (lib/offline/device/device-owner.ts), before and whether or not the cleanup below removes the others'.
  // A page answered from a copy, or rendered again from before a sign-out, was answered earlier than the
  // page that last named the owner, and changes nothing.
  useEffect(() => void writeDeviceOwner({ viewer: userId, canSave }, answeredAt).catch(() => undefined), [userId, canSave, answeredAt]);
  useShellPages(true, online, userId, canSave);
  useWifiCatalogue(true, online, userId, canSave);

  // Online, the page is current: what the device holds for someone else, or for a member who may no
  // longer see it, goes (lib/offline/device/device-cleanup.ts).
  const savedFor = device.snapshot?.userId;
  const { queueOwner } = device;
  const waiting = device.pending.length;
  useEffect(() => {
    if (!online) return;
    const cleanup = deviceCleanup({ viewer: userId, canSave, savedFor, queueOwner, waiting });
    if (cleanup.removeSavedCopy) void import('@/lib/offline/device/save-event-days').then((module) => module.removeSavedDays());
    if (cleanup.dropQueue) void import('@/lib/offline/device/device-store').then((module) => module.clearQueue());
  }, [online, userId, canSave, savedFor, queueOwner, waiting]);

  useEffect(() => onChange({ device, outcome, dismiss }), [device, outcome, dismiss, onChange]);
  return null;
}
