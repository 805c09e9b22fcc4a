import { isIP } from 'node:net';
import { z } from 'zod';
import { wholeNumberText } from '@/lib/validation/bounded-number';

/**
 * The reverse proxies whose X-Forwarded-For entries the app believes. With none, the client is the
 * address of the connection itself (which `npm run serve` appends to the header).
 */
export interface TrustedProxies {
  /** How many proxies stand in front of the app, counted from the one that connects to it. */
  hops: number;
  /** Proxy addresses, normalised by `normaliseAddress`. */
  addresses: readonly string[];
}

/** One spelling per address, so that a listed proxy and a header entry compare equal. */
export function normaliseAddress(address: string): string {
  const trimmed = address.trim().toLowerCase();
  // Some proxies write the client's port too; keeping it would give every connection its own bucket.
  const withoutPort = /^\[([^\]]+)\](?::\d+)?$/.exec(trimmed)?.[1] ?? /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(trimmed)?.[1] ?? trimmed;
  // A dual-stack socket reports an IPv4 peer as `::ffff:a.b.c.d`.
  return withoutPort.startsWith('::ffff:') && isIP(withoutPort.slice(7)) === 4 ? withoutPort.slice(7) : withoutPort;
}

export const trustedProxiesEnvShape = {
  TRUSTED_PROXY_HOPS: wholeNumberText({ min: 0, max: 10 }, 'must be a whole number of proxies from 0 to 10 (0 when clients connect directly)').optional(),
  TRUSTED_PROXY_ADDRESSES: z
    .string()
    .transform((value) => value.split(',').map(normaliseAddress).filter(Boolean))
    .pipe(z.array(z.string().refine((address) => isIP(address) !== 0, 'must be a comma-separated list of IP addresses')))
    .optional(),
};

export function trustedProxiesFrom(env: { TRUSTED_PROXY_HOPS?: number | undefined; TRUSTED_PROXY_ADDRESSES?: string[] | undefined }): TrustedProxies {
  return { hops: env.TRUSTED_PROXY_HOPS ?? 0, addresses: env.TRUSTED_PROXY_ADDRESSES ?? [] };
}
