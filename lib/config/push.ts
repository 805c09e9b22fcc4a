import { z } from 'zod';
import { wholeNumberText } from '@/lib/validation/bounded-number';
import { operator } from './operator';
import { readSettings } from './read-settings';

/** Web Push as this server sends it (decision 044); `vapid` undefined: notifications are off on this server. */
export interface PushSettings {
  vapid: { publicKey: string; privateKey: string; subject: string } | undefined;
  /** Jobs (of up to 50 notifications each) one instance sends at once. */
  concurrency: number;
  /** Messages one instance sends a second at most, so that a fan-out leaves the cores to the pages. */
  ratePerSecond: number;
}

export const pushEnvShape = {
  // 65 and 32 bytes in base64url without padding.
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'must be an uncompressed P-256 public key in base64url (npm start generates one)').optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key in base64url (npm start generates one)').optional(),
  VAPID_SUBJECT: z.string().regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: or https: address push services can reach the operator at').optional(),
  PUSH_CONCURRENCY: wholeNumberText({ min: 1, max: 100 }, 'must be a whole number from 1 to 100').optional(),
  PUSH_RATE_PER_SECOND: wholeNumberText({ min: 1, max: 100_000 }, 'must be a whole number from 1 to 100000').optional(),
};

/**
 * A public server must be able to notify: the keys are required to serve anywhere but a developer's own
 * machine (`npm start` makes a pair into the data folder there). Half a pair is a mistake anywhere.
 */
export function pushConfigProblems(env: Record<string, string>, options: { serving: boolean; local: boolean }): string[] {
  const has = ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'].filter((name) => name in env);
  if (has.length === 1) return [`${has[0] === 'VAPID_PUBLIC_KEY' ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'} is required when ${has[0]} is set`];
  if (has.length === 0 && options.serving && !options.local) return ['VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are required to serve (npx web-push generate-vapid-keys; the same pair on every instance)'];
  return [];
}

export function pushSettings(): PushSettings {
  const env = readSettings(pushEnvShape);
  const vapid = env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT ?? `mailto:${operator.supportEmail}` } : undefined;
  return { vapid, concurrency: env.PUSH_CONCURRENCY ?? 8, ratePerSecond: env.PUSH_RATE_PER_SECOND ?? 200 };
}
