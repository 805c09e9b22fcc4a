import { BlockList, isIP } from 'node:net';
import { z } from 'zod';
import type { TrustedProxies } from './trusted-proxies';

/**
 * Where an instance listens, and which callers may see what only operators need (the instance's name,
 * the readiness checks, /metrics). Both default to this machine alone: an instance behind a load
 * balancer on the same machine needs nothing more, and one on another machine names its own address.
 */
export interface ListenSettings {
  /** The address the HTTP server binds to. */
  address: string;
  /** Addresses and networks (`10.0.0.0/8`) of operators and their tools, as written. */
  internal: readonly string[];
}

export const defaultListenSettings: ListenSettings = { address: '127.0.0.1', internal: ['127.0.0.0/8', '::1'] };

function parseNetwork(entry: string): { address: string; prefix: number | undefined } | undefined {
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return undefined;
  if (prefix === undefined) return { address, prefix: undefined };
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128) ? { address, prefix: bits } : undefined;
}

export const listenEnvShape = {
  LISTEN_ADDRESS: z
    .string()
    .trim()
    .refine((address) => isIP(address) !== 0, 'must be an IP address (127.0.0.1 for this machine only, 0.0.0.0 or :: for every interface)')
    .optional(),
  INTERNAL_ADDRESSES: z
    .string()
    .transform((value) => value.split(',').map((entry) => entry.trim().toLowerCase()).filter(Boolean))
    .pipe(z.array(z.string().refine((entry) => parseNetwork(entry) !== undefined, 'must be a comma-separated list of IP addresses or networks (10.0.0.0/8)')))
    .optional(),
};

export function listenSettingsFrom(env: { LISTEN_ADDRESS?: string | undefined; INTERNAL_ADDRESSES?: string[] | undefined }): ListenSettings {
  return { address: env.LISTEN_ADDRESS ?? defaultListenSettings.address, internal: env.INTERNAL_ADDRESSES ?? defaultListenSettings.internal };
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

export function isLoopback(address: string): boolean {
  return isIP(address) !== 0 && loopback.check(address, familyOf(address));
}

/** A test for "is this caller one of ours", built once from the listed addresses and networks. */
export function internalAddressMatcher(entries: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const network = parseNetwork(entry);
    if (!network) continue;
    const type = familyOf(network.address);
    if (network.prefix === undefined) list.addAddress(network.address, type);
    else list.addSubnet(network.address, network.prefix, type);
  }
  return (address) => isIP(address) !== 0 && list.check(address, familyOf(address));
}

/**
 * A hop count alone believes whoever connects. On a loopback-only server that is the proxy on this
 * machine; on one other machines can reach, anyone could write the address its rate limits count.
 */
export function listenProblems(settings: ListenSettings, trusted: TrustedProxies): string[] {
  if (isLoopback(settings.address) || trusted.hops === 0 || trusted.addresses.length > 0) return [];
  return [
    `TRUSTED_PROXY_HOPS is set while LISTEN_ADDRESS (${settings.address}) lets other machines connect: name the proxies in TRUSTED_PROXY_ADDRESSES, or a client that reaches the instance directly chooses the address its rate limits count`,
  ];
}
