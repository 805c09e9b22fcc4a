import 'server-only';
import { getConfig } from '@/lib/config/get-config';
import { normaliseAddress, type TrustedProxies } from '@/lib/config/trusted-proxies';

/**
 * The caller's address for rate limits. X-Forwarded-For as the app sees it ends with the address of the
 * connection (`npm run serve` appends it, as each proxy appends the address it was reached from), so it
 * is read from the right: entries written by trusted proxies are skipped, and the first one left is the
 * client. Anything further left was written by the client and is ignored, as is X-Real-IP.
 */
export function clientAddressFrom(headers: Headers, trusted: TrustedProxies): string {
  const entries = (headers.get('x-forwarded-for') ?? '').split(',').map(normaliseAddress).filter(Boolean);
  const isProxy = (entry: string, fromRight: number) => fromRight < trusted.hops || trusted.addresses.includes(entry);
  for (let fromRight = 0; fromRight < entries.length; fromRight++) {
    const entry = entries[entries.length - 1 - fromRight];
    if (entry !== undefined && !isProxy(entry, fromRight)) return entry;
  }
  // Every entry is a trusted proxy (fewer hops than configured): the farthest one is the best we know.
  return entries[0] ?? 'unknown';
}

export function clientAddress(headers: Headers): string {
  return clientAddressFrom(headers, getConfig().trustedProxies);
}
