import { openSavedDaysCache } from '@/lib/offline/device/owned-caches';
import { recordDaysSavedAction } from '@/lib/notifications/actions/save-push-device';

/** Whether this device holds saved event days (the day-before reminder is for devices that do not). */
export async function deviceHasSavedDays(): Promise<boolean> {
  return (await openSavedDaysCache().catch(() => undefined)) !== undefined;
}

/** Tells the server that this device saved (or dropped) the event days, when it has notifications on. */
export async function reportDaysSaved(daysSaved: boolean): Promise<void> {
  if (!('serviceWorker' in navigator) || typeof PushManager === 'undefined') return;
  const subscription = await (await navigator.serviceWorker.ready).pushManager.getSubscription().catch(() => null);
  if (subscription) await recordDaysSavedAction({ endpoint: subscription.endpoint, daysSaved }).catch(() => undefined);
}
