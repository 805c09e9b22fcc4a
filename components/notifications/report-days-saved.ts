import { eventDayCachePrefix } from '@/lib/offline/device/cache-names';
import { recordDaysSavedAction } from '@/lib/notifications/actions/save-push-device';

/** Whether this device holds saved event days (the day-before reminder is for devices that do not). */
export async function deviceHasSavedDays(): Promise<boolean> {
  if (typeof caches === 'undefined') return false;
  return (await caches.keys()).some((name) => name.startsWith(eventDayCachePrefix));
}

/** Tells the server that this device saved (or dropped) the event days, when it has notifications on. */
export async function reportDaysSaved(daysSaved: boolean): Promise<void> {
  if (!('serviceWorker' in navigator) || typeof PushManager === 'undefined') return;
  const subscription = await (await navigator.serviceWorker.ready).pushManager.getSubscription().catch(() => null);
  if (subscription) await recordDaysSavedAction({ endpoint: subscription.endpoint, daysSaved }).catch(() => undefined);
}
