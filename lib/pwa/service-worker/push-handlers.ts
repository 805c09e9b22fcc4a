/// <reference lib="webworker" />

// Notifications (decision 044): the server's push message carries what to show, already in the member's
// language, and the page a tap opens. The page is one of the app's own, which the worker serves from
// the saved event days when the phone has no network.

declare const self: ServiceWorkerGlobalScope;

type PushMessage = { title: string; body: string; tag: string; url: string };

function readMessage(event: PushEvent): PushMessage | null {
  try {
    const data: unknown = event.data?.json();
    if (!data || typeof data !== 'object') return null;
    const { title, body, tag, url } = data as Record<string, unknown>;
    if (typeof title !== 'string' || typeof body !== 'string' || typeof tag !== 'string' || typeof url !== 'string') return null;
    return { title, body, tag, url };
  } catch {
    return null;
  }
}

/** Only a path of this app: a message can never send a tap elsewhere. */
function ownUrl(url: unknown): string {
  const resolved = new URL(typeof url === 'string' ? url : '/', self.location.origin);
  return resolved.origin === self.location.origin ? resolved.href : self.location.origin;
}

async function openPage(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    // An open window of the app is reused: it goes to the page, then comes to the front.
    const moved = (await open.navigate(url).catch(() => null)) ?? open;
    await moved.focus().catch(() => undefined);
    return;
  }
  await self.clients.openWindow(url);
}

export function addPushListeners(): void {
  self.addEventListener('push', (event) => {
    const message = readMessage(event);
    if (!message) return;
    // The same tag replaces an earlier notification of the same news instead of adding a second one.
    event.waitUntil(self.registration.showNotification(message.title, { body: message.body, tag: message.tag, data: { url: message.url }, icon: '/icons/icon-192.png', badge: '/icons/icon-192.png' }));
  });
  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data: unknown = event.notification.data;
    event.waitUntil(openPage(ownUrl(data && typeof data === 'object' ? (data as { url?: unknown }).url : undefined)));
  });
}
