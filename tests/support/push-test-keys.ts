import webpush from 'web-push';

/**
 * A VAPID key pair for a test run, as `npm start` makes one (scripts/support/local-secrets.ts): web-push's
 * own, which pads a private key with a leading zero byte to its 32 bytes (one in 256 is shorter).
 */
export function testVapidKeys(): { VAPID_PUBLIC_KEY: string; VAPID_PRIVATE_KEY: string; VAPID_SUBJECT: string } {
  const keys = webpush.generateVAPIDKeys();
  return { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: 'mailto:operator@catalogue.example' };
}
