import { createECDH } from 'node:crypto';

/** A VAPID key pair for a test run, as `npm start` makes one (scripts/support/local-secrets.ts). */
export function testVapidKeys(): { VAPID_PUBLIC_KEY: string; VAPID_PRIVATE_KEY: string; VAPID_SUBJECT: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { VAPID_PUBLIC_KEY: ecdh.getPublicKey().toString('base64url'), VAPID_PRIVATE_KEY: ecdh.getPrivateKey().toString('base64url'), VAPID_SUBJECT: 'mailto:operator@catalogue.example' };
}
