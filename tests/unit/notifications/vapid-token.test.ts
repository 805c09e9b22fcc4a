import { describe, expect, it } from 'vitest';
import { vapidAuthorization } from '@/lib/notifications/push-sender';
import { verifyVapid } from '@/tests/support/push-stand-in';
import { testVapidKeys } from '@/tests/support/push-test-keys';

// The VAPID token is signed once per push service and hour instead of once per message (decision 044):
// the same header for one push service within the hour, another for another push service, a new one
// after the hour, each one a token the push service takes (RFC 8292: its audience, key and expiry).

describe('the VAPID token of a push service', () => {
  it('is reused for the same push service within the hour and made anew after it', () => {
    const keys = testVapidKeys();
    const vapid = { publicKey: keys.VAPID_PUBLIC_KEY, privateKey: keys.VAPID_PRIVATE_KEY, subject: keys.VAPID_SUBJECT };
    const now = Date.now();
    const first = vapidAuthorization('https://push.example', vapid, now);
    expect(verifyVapid(first, 'https://push.example', now)).toEqual({ key: keys.VAPID_PUBLIC_KEY, subject: keys.VAPID_SUBJECT });
    expect(vapidAuthorization('https://push.example', vapid, now + 59 * 60_000)).toBe(first);

    const other = vapidAuthorization('https://other-push.example', vapid, now);
    expect(other).not.toBe(first);
    expect(() => verifyVapid(other, 'https://push.example', now)).toThrow(/aud/);

    const later = now + 61 * 60_000;
    const renewed = vapidAuthorization('https://push.example', vapid, later);
    expect(renewed).not.toBe(first);
    // Still valid when used near the end of its hour of reuse.
    expect(verifyVapid(renewed, 'https://push.example', later + 59 * 60_000).key).toBe(keys.VAPID_PUBLIC_KEY);
  });
});
