import { describe, expect, it } from 'vitest';
import { parseConfig } from '@/lib/config/schema';
import { testVapidKeys } from '@/tests/support/push-test-keys';

const secret = { AUTH_SECRET: 'x'.repeat(32) };

describe('the VAPID keys at start', () => {
  it('are required to serve a public origin, and not on a developer’s machine or to build', () => {
    expect(() => parseConfig({ ...secret, APP_ORIGIN: 'https://webcatalog.convention.example' }, { serving: true })).toThrow(/VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are required to serve/);
    expect(() => parseConfig({ ...secret, APP_ORIGIN: 'https://webcatalog.convention.example' })).not.toThrow();
    expect(() => parseConfig({ ...secret, APP_ORIGIN: 'http://localhost:3000' }, { serving: true })).not.toThrow();
    const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY } = testVapidKeys();
    expect(() => parseConfig({ ...secret, APP_ORIGIN: 'https://webcatalog.convention.example', VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY }, { serving: true })).not.toThrow();
  });

  it('refuse half a pair, a key of the wrong length and a subject push services cannot write to', () => {
    const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY } = testVapidKeys();
    expect(() => parseConfig({ VAPID_PUBLIC_KEY })).toThrow(/VAPID_PRIVATE_KEY is required when VAPID_PUBLIC_KEY is set/);
    expect(() => parseConfig({ VAPID_PUBLIC_KEY: VAPID_PUBLIC_KEY.slice(1), VAPID_PRIVATE_KEY })).toThrow(/VAPID_PUBLIC_KEY must be an uncompressed P-256 public key/);
    expect(() => parseConfig({ VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT: 'operator' })).toThrow(/VAPID_SUBJECT must be a mailto: or https: address/);
  });
});
