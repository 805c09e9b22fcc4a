import 'server-only';
import { createHash } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import webpush from 'web-push';

export type DeviceSubscription = { endpoint: string; p256dh: string; auth: string };
export type Vapid = { publicKey: string; privateKey: string; subject: string };

/** What the push service said: taken, gone for good (remove the subscription), or try later. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

/** How long a push service keeps a message for a phone that is off: a day, after which the news is old. */
const TTL_SECONDS = 24 * 60 * 60;
/** A push service has this long to answer before the message counts as failed (and is tried again later). */
const ANSWER_MS = 10_000;
/** A VAPID token is valid for 12 hours (RFC 8292 allows 24) and made anew after one: a fan-out signs once per push service, not once per message. */
const VAPID_TOKEN_SECONDS = 12 * 60 * 60;
const VAPID_REUSE_MS = 60 * 60 * 1000;
/**
 * Connections kept open to each push service and reused message after message (a new TLS handshake per
 * message would cost more than the message); also the most messages in flight to one push service.
 */
const SOCKETS_PER_PUSH_SERVICE = 32;
const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: SOCKETS_PER_PUSH_SERVICE }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: SOCKETS_PER_PUSH_SERVICE }),
};

/** RFC 8030's Topic: up to 32 base64url characters; a newer message with the same topic replaces one not yet delivered. */
export function pushTopic(tag: string): string {
  return createHash('sha256').update(tag).digest('base64url').slice(0, 32);
}

const vapidTokens = new Map<string, { authorization: string; renewAt: number }>();

/** RFC 8292's `Authorization: vapid t=…, k=…` for one push service (the token's audience is its origin). */
export function vapidAuthorization(audience: string, vapid: Vapid, now = Date.now()): string {
  const key = `${audience} ${vapid.publicKey} ${vapid.subject}`;
  const cached = vapidTokens.get(key);
  if (cached && cached.renewAt > now) return cached.authorization;
  const { Authorization } = webpush.getVapidHeaders(audience, vapid.subject, vapid.publicKey, vapid.privateKey, 'aes128gcm', Math.floor(now / 1000) + VAPID_TOKEN_SECONDS);
  vapidTokens.set(key, { authorization: Authorization, renewAt: now + VAPID_REUSE_MS });
  return Authorization;
}

function post(url: URL, headers: Record<string, string | number>, body: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    const agent = url.protocol === 'https:' ? agents['https:'] : agents['http:'];
    const request = (url.protocol === 'https:' ? https : http).request(url, { method: 'POST', headers, agent, timeout: ANSWER_MS }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error('the push service did not answer in time')));
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * Sends one encrypted message to one device's push service: web-push encrypts it (RFC 8291's aes128gcm,
 * a key agreement per message, as the protocol wants) and signs the VAPID token (RFC 8292), which is
 * reused for its push service; the request goes over a kept-open connection.
 */
export async function sendPush(subscription: DeviceSubscription, payload: string, vapid: Vapid, tag: string): Promise<PushOutcome> {
  try {
    const url = new URL(subscription.endpoint);
    const { cipherText } = webpush.encrypt(subscription.p256dh, subscription.auth, payload, 'aes128gcm');
    const status = await post(url, {
      TTL: TTL_SECONDS,
      Urgency: 'normal',
      Topic: pushTopic(tag),
      'Content-Type': 'application/octet-stream',
      'Content-Encoding': 'aes128gcm',
      'Content-Length': cipherText.length,
      Authorization: vapidAuthorization(url.origin, vapid),
    }, cipherText);
    if (status === 404 || status === 410) return 'gone';
    return status >= 200 && status < 300 ? 'sent' : 'failed';
  } catch {
    return 'failed';
  }
}
