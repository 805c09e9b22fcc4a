import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';

/**
 * AUTH_SECRET signs session tokens. Production sets it; a local start makes one once and keeps it in the
 * git-ignored data folder, so sign-ins survive a restart.
 */
export function localAuthSecret(dataDir: string): string {
  if (process.env.AUTH_SECRET) return process.env.AUTH_SECRET;
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * The VAPID key pair that signs this server's push messages (decision 044). Production sets both; a
 * local start makes a pair once and keeps it beside AUTH_SECRET: a new pair would orphan every device's
 * subscription, which is bound to the public key it was made with.
 */
export function localVapidKeys(dataDir: string): { VAPID_PUBLIC_KEY: string; VAPID_PRIVATE_KEY: string } {
  if (process.env.VAPID_PUBLIC_KEY && process.env.VAPID_PRIVATE_KEY) return { VAPID_PUBLIC_KEY: process.env.VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: process.env.VAPID_PRIVATE_KEY };
  const file = path.join(dataDir, 'vapid-keys.json');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    // web-push's own pair: it pads the private key to its 32 bytes (one key in 256 is shorter), which the
    // start-up check requires; a short one kept here would stop every later start.
    const pair = webpush.generateVAPIDKeys();
    const keys = { VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey };
    writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  }
  return JSON.parse(readFileSync(file, 'utf8')) as { VAPID_PUBLIC_KEY: string; VAPID_PRIVATE_KEY: string };
}
