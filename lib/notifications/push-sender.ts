import 'server-only';
import { createHash } from 'node:crypto';
import webpush from 'web-push';

export type DeviceSubscription = { endpoint: string; p256dh: string; auth: string };
export type Vapid = { publicKey: string; privateKey: string; subject: string };

/** What the push service said: taken, gone for good (remove the subscription), or try later. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

/** How long a push service keeps a message for a phone that is off: a day, after which the news is old. */
const TTL_SECONDS = 24 * 60 * 60;

/** RFC 8030's Topic: up to 32 base64url characters; a newer message with the same topic replaces one not yet delivered. */
export function pushTopic(tag: string): string {
  return createHash('sha256').update(tag).digest('base64url').slice(0, 32);
}

/**
 * Sends one encrypted message to one device's push service. web-push does the protocol's parts (the
 * VAPID token, RFC 8292, and the aes128gcm encryption, RFC 8291); the request goes through Node's fetch,
 * which keeps connections to the push service open between messages.
 */
export async function sendPush(subscription: DeviceSubscription, payload: string, vapid: Vapid, tag: string): Promise<PushOutcome> {
  const details = webpush.generateRequestDetails({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, payload, {
    vapidDetails: vapid,
    TTL: TTL_SECONDS,
    urgency: 'normal',
    topic: pushTopic(tag),
  });
  const headers = Object.fromEntries(Object.entries(details.headers).filter(([name]) => name.toLowerCase() !== 'content-length').map(([name, value]) => [name, String(value)]));
  try {
    const response = await fetch(details.endpoint, { method: 'POST', headers, body: details.body ? new Uint8Array(details.body) : undefined, signal: AbortSignal.timeout(10_000) });
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) return 'gone';
    return response.ok ? 'sent' : 'failed';
  } catch {
    return 'failed';
  }
}
