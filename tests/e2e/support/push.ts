import type { BrowserContext, Page } from '@playwright/test';
import type { PushSubscriptionJson, ReceivedPush } from '@/tests/support/push-stand-in';
import { standInSettings } from '@/tests/support/stand-in-settings';

// A phone's notifications, end to end. Headless Chromium on a closed network cannot reach its own push
// service (PushManager.subscribe asks Google's servers for an endpoint), so the page is given an endpoint
// of the local push service stand-in instead: the one seam. Everything after it is the product's own:
// the server sends to that endpoint, the stand-in decrypts what it received, and the very text it read is
// delivered to the service worker through the DevTools protocol, as a push service would deliver it.

const pushUrl = () => standInSettings(Number(process.env.E2E_PORT ?? 3100), process.env.E2E_DATA_DIR ?? '').pushUrl;

export async function newPushSubscription(): Promise<PushSubscriptionJson> {
  const response = await fetch(`${pushUrl()}/subscriptions`, { method: 'POST' });
  return (await response.json()) as PushSubscriptionJson;
}

/** Makes PushManager hand the page `subscription` (the stand-in's), as the browser would hand it its own. */
export async function usePushSubscription(context: BrowserContext, subscription: PushSubscriptionJson): Promise<void> {
  await context.addInitScript((json) => {
    let subscribed = false;
    const fake = { endpoint: json.endpoint, toJSON: () => json, unsubscribe: async () => ((subscribed = false), true) };
    PushManager.prototype.subscribe = async function subscribe() {
      subscribed = true;
      return fake as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      return (subscribed ? fake : null) as unknown as PushSubscription | null;
    };
  }, subscription);
}

export async function receivedAt(endpoint: string): Promise<ReceivedPush[]> {
  const response = await fetch(`${pushUrl()}/received`);
  return ((await response.json()) as ReceivedPush[]).filter((message) => message.endpoint === endpoint);
}

/** Delivers `text` to the page's service worker as a push message (DevTools' ServiceWorker.deliverPushMessage). */
export async function deliverPush(page: Page, text: string): Promise<void> {
  const session = await page.context().newCDPSession(page);
  const origin = new URL(page.url()).origin;
  const registration = new Promise<string>((resolve) => {
    session.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((candidate) => candidate.scopeURL === `${origin}/` && !candidate.isDeleted);
      if (found) resolve(found.registrationId);
    });
  });
  await session.send('ServiceWorker.enable');
  await session.send('ServiceWorker.deliverPushMessage', { origin, registrationId: await registration, data: text });
  await session.detach();
}
