import { normaliseAddress, type TrustedProxies } from '@/lib/config/trusted-proxies';

/**
 * The caller's address. X-Forwarded-For as the app sees it ends with the address of the connection
 * (`npm run serve` appends it, as each proxy appends the address it was reached from), so it is read from
 * the right: entries written by trusted proxies are skipped, and the first one left is the client.
 * Anything further left was written by the client and is ignored.
 *
 * Which entries are proxies: with listed addresses, only those addresses, and at most `hops` of them
 * when a hop count is given as well (so a client on the proxy's own machine still counts as itself);
 * with a hop count alone, that many entries whatever they are. A count alone trusts whoever connects,
 * which is why a server reachable from other machines must name its proxies (lib/config/listen.ts).
 */
export function clientAddressFromForwarded(forwardedFor: string | null | undefined, trusted: TrustedProxies): string {
  const entries = (forwardedFor ?? '').split(',').map(normaliseAddress).filter(Boolean);
  const named = trusted.addresses.length > 0;
  const isProxy = (entry: string, fromRight: number) =>
    named ? trusted.addresses.includes(entry) && (trusted.hops === 0 || fromRight < trusted.hops) : fromRight < trusted.hops;
  for (let fromRight = 0; fromRight < entries.length; fromRight++) {
    const entry = entries[entries.length - 1 - fromRight];
    if (entry !== undefined && !isProxy(entry, fromRight)) return entry;
  }
  // Every entry is a trusted proxy (fewer hops than configured): the farthest one is the best we know.
  return entries[0] ?? 'unknown';
}

export function clientAddressFrom(headers: Headers, trusted: TrustedProxies): string {
  return clientAddressFromForwarded(headers.get('x-forwarded-for'), trusted);
}
