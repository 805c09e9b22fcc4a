import type { BrowserContext, Page } from '@playwright/test';
import type { PushSubscriptionJson, ReceivedPush } from '@/tests/support/push-stand-in';
import { standInSettings } from '@/tests/support/stand-in-settings';

// A phone's notifications in the end-to-end run (decision 044). The server, its queue, its encryption and
// the service worker's handlers are the product's own; what a browser on a closed network cannot do is
// stood in for, each in one place here:
// - the browser's push service (Google's for Chromium, out of reach): the page's PushManager hands out a
//   subscription of the local push service stand-in, which receives and decrypts what the server sends;
// - the push service's delivery to the browser: the decrypted message is handed to the service worker
//   through the DevTools protocol (`ServiceWorker.deliverPushMessage`), which runs its real `push` handler;
// - the tap on the notification, which no protocol offers: a `notificationclick` event for the shown
//   notification, dispatched in the worker, runs its real handler.

const pushServiceUrl = () => standInSettings(Number(process.env.E2E_PORT ?? 3100), process.env.E2E_DATA_DIR ?? '').pushUrl;

/** The page's `PushManager`, answered with `subscription`; the key the page subscribed with is kept beside it. */
function subscribeWithStandIn(subscription: PushSubscriptionJson): void {
  const stored = 'e2e-push-subscription-key';
  const base64url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const made = () =>
    ({
      endpoint: subscription.endpoint,
      expirationTime: null,
      getKey: () => null,
      toJSON: () => ({ endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys }),
      unsubscribe: async () => {
        localStorage.removeItem(stored);
        return true;
      },
    }) as unknown as PushSubscription;
  PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
    // As the browser's own: refused without the member's permission, and bound to the server's key.
    if (Notification.permission !== 'granted') throw new DOMException('Registration failed - permission denied', 'NotAllowedError');
    const key = options?.applicationServerKey;
    if (!key || typeof key === 'string') throw new DOMException('applicationServerKey must be the key bytes', 'InvalidAccessError');
    localStorage.setItem(stored, base64url(ArrayBuffer.isView(key) ? new Uint8Array(key.buffer, key.byteOffset, key.byteLength) : new Uint8Array(key)));
    return made();
  };
  PushManager.prototype.getSubscription = async function getSubscription() {
    return localStorage.getItem(stored) === null ? null : made();
  };
}

/** A subscription of the push service stand-in, which every page of `context` gets from `PushManager`. */
export async function usePushServiceStandIn(context: BrowserContext): Promise<{ endpoint: string; applicationServerKey: (page: Page) => Promise<string | null> }> {
  const response = await fetch(`${pushServiceUrl()}/subscriptions`, { method: 'POST' });
  const subscription = (await response.json()) as PushSubscriptionJson;
  await context.addInitScript(subscribeWithStandIn, subscription);
  return { endpoint: subscription.endpoint, applicationServerKey: (page) => page.evaluate(() => localStorage.getItem('e2e-push-subscription-key')) };
}

/** What the push service stand-in received for `endpoint` and decrypted with the subscription's keys. */
export async function receivedAt(endpoint: string): Promise<ReceivedPush[]> {
  const received = (await (await fetch(`${pushServiceUrl()}/received`)).json()) as ReceivedPush[];
  return received.filter((message) => message.endpoint === endpoint);
}

/** The push service delivers `data` to the page's service worker, whose `push` handler runs. */
export async function deliverToServiceWorker(page: Page, data: string): Promise<void> {
  const origin = new URL(page.url()).origin;
  const session = await page.context().newCDPSession(page);
  try {
    type Registrations = { registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] };
    const registration = new Promise<string>((resolve) => {
      session.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }: Registrations) => {
        const own = registrations.find((candidate) => candidate.scopeURL === `${origin}/` && !candidate.isDeleted);
        if (own) resolve(own.registrationId);
      });
    });
    await session.send('ServiceWorker.enable');
    await session.send('ServiceWorker.deliverPushMessage', { origin, registrationId: await registration, data });
  } finally {
    await session.detach();
  }
}

export type ShownNotification = { title: string; body: string; tag: string; url: unknown };

/** The notifications the app's service worker shows now, as the page reads them. */
export function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((shown) => ({ title: shown.title, body: shown.body, tag: shown.tag, url: (shown.data as { url?: unknown } | null)?.url }));
  });
}

/**
 * The member taps the notification tagged `tag`: its `notificationclick` runs in the app's service worker
 * and is waited for. Not covered, as the event is not the browser's own: the user activation a real tap
 * gives, which `clients.openWindow` needs when no window of the app is open; the specs tap with one open.
 */
export async function tapNotification(context: BrowserContext, tag: string): Promise<void> {
  const worker = context.serviceWorkers().find((candidate) => new URL(candidate.url()).pathname === '/sw.js');
  if (!worker) throw new Error('The app’s service worker runs');
  await worker.evaluate(async (wanted) => {
    type Scope = { registration: ServiceWorkerRegistration; NotificationEvent: new (type: string, init: { notification: Notification }) => Event };
    const scope = globalThis as unknown as Scope;
    const [notification] = await scope.registration.getNotifications({ tag: wanted });
    if (!notification) throw new Error(`No notification tagged ${wanted} is shown`);
    const tap = new scope.NotificationEvent('notificationclick', { notification });
    // The event's own waitUntil throws outside the browser's dispatch: what the handler waits for is kept.
    const kept: Promise<unknown>[] = [];
    Object.defineProperty(tap, 'waitUntil', { value: (promise: Promise<unknown>) => kept.push(promise) });
    globalThis.dispatchEvent(tap);
    await Promise.all(kept);
  }, tag);
}
