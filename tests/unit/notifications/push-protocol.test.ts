import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { startPushStandIn } from '@/tests/support/push-stand-in';
import { testVapidKeys } from '@/tests/support/push-test-keys';

// The push service stand-in reads what web-push writes (RFC 8291's aes128gcm with the subscription's
// keys, RFC 8292's VAPID token), and refuses what a push service refuses: so a test that reads a
// notification through it reads what a phone would have shown.

describe('the push service stand-in', () => {
  it('decrypts a message web-push encrypted for a subscription, checks its token, and answers 201', async () => {
    const push = await startPushStandIn();
    try {
      const keys = testVapidKeys();
      const vapid = { subject: keys.VAPID_SUBJECT, publicKey: keys.VAPID_PUBLIC_KEY, privateKey: keys.VAPID_PRIVATE_KEY };
      const subscription = push.subscribe();
      const text = JSON.stringify({ title: '「ガンマ」に変更があります', body: 'x'.repeat(2000) });
      const request = webpush.generateRequestDetails(subscription, text, { vapidDetails: vapid, TTL: 60, urgency: 'high', topic: 'abc' });
      const send = (headers: Record<string, string>, endpoint = request.endpoint) => fetch(endpoint, { method: 'POST', headers, body: new Uint8Array(request.body) });
      const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => name.toLowerCase() !== 'content-length').map(([name, value]) => [name, String(value)]));

      const answer = await send(headers);
      expect(answer.status).toBe(201);
      expect(answer.headers.get('location')).toMatch(/\/message\//);
      expect(push.received).toEqual([expect.objectContaining({ text, ttl: 60, urgency: 'high', topic: 'abc', vapidKey: keys.VAPID_PUBLIC_KEY, subject: keys.VAPID_SUBJECT })]);

      // Another server's key over this token, no TTL, another subscription's keys: refused.
      const other = testVapidKeys();
      expect((await send({ ...headers, Authorization: String(headers.Authorization).replace(/k=[\w-]+/, `k=${other.VAPID_PUBLIC_KEY}`) })).status).toBe(401);
      expect((await send(Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'TTL')))).status).toBe(400);
      expect((await send(headers, push.subscribe().endpoint)).status).toBe(400);

      push.makeGone(subscription.endpoint, 410);
      expect((await send(headers)).status).toBe(410);
      expect(push.received).toHaveLength(1);
    } finally {
      await push.stop();
    }
  });
});
