import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLoopback } from '@/lib/config/listen';
import { parseConfig } from '@/lib/config/schema';
import { withPeerAddress } from '@/lib/http/peer-address';
import { internalCaller, withInstanceHeader } from '@/lib/operations/internal-caller';
import { clientAddressFrom } from '@/lib/http/client-address';
import { instanceNetworkSettings } from '@/scripts/support/nginx';

// An instance as `npm run cluster` configures it, on a real socket: the handler answers the address the
// rate limits would count. The test's own connections come from 127.0.0.2 (every 127/8 address is this
// machine), which is not nginx's 127.0.0.1: a client that reached the instance past nginx.
const config = parseConfig(instanceNetworkSettings());
let server: Server;
let port: number;

beforeAll(async () => {
  const handler = withPeerAddress(
    withInstanceHeader(
      (request, response) => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(request.headers)) if (typeof value === 'string') headers.set(name, value);
        response.end(clientAddressFrom(headers, config.trustedProxies));
      },
      'instance-7',
      internalCaller(config),
    ),
  );
  server = createServer(handler);
  // Every interface, so that the test can connect from an address other than nginx's.
  await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

function call(localAddress: string, forwardedFor?: string): Promise<{ key: string; instance: string | undefined }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
    const sent = httpRequest({ host: '127.0.0.1', port, path: '/', headers, localAddress }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ key: body, instance: response.headers['x-instance'] as string | undefined }));
    });
    sent.on('error', reject).end();
  });
}

describe('a cluster instance', () => {
  it('listens on loopback only', () => {
    expect(isLoopback(config.listen.address)).toBe(true);
    expect(parseConfig({}).listen.address).toBe('127.0.0.1');
  });

  it('counts a client that reaches it directly by its connection, whatever X-Forwarded-For it forges', async () => {
    expect((await call('127.0.0.2', '203.0.113.7')).key).toBe('127.0.0.2');
    expect((await call('127.0.0.2', '127.0.0.1, 198.51.100.1')).key).toBe('127.0.0.2');
  });

  it('believes the entry nginx adds, and nothing the client wrote before it', async () => {
    // nginx connects from 127.0.0.1 and has appended the address it saw.
    expect((await call('127.0.0.1', '203.0.113.7, 198.51.100.20')).key).toBe('198.51.100.20');
    // A client on nginx's own machine is itself, not the address it forged.
    expect((await call('127.0.0.1', '203.0.113.7, 127.0.0.1')).key).toBe('127.0.0.1');
  });

  it('names itself in X-Instance to operators on this machine only, not to visitors behind nginx', async () => {
    expect((await call('127.0.0.1', '127.0.0.1')).instance).toBe('instance-7');
    expect((await call('127.0.0.1', '198.51.100.20')).instance).toBeUndefined();
    expect((await call('127.0.0.1', '127.0.0.1, 198.51.100.20')).instance).toBeUndefined();
  });
});

describe('the listening settings', () => {
  it('refuse a hop count without proxy addresses on an address other machines can reach', () => {
    expect(() => parseConfig({ LISTEN_ADDRESS: '0.0.0.0', TRUSTED_PROXY_HOPS: '1' })).toThrow(/TRUSTED_PROXY_ADDRESSES/);
    expect(parseConfig({ LISTEN_ADDRESS: '10.0.0.5', TRUSTED_PROXY_HOPS: '1', TRUSTED_PROXY_ADDRESSES: '10.0.0.2' }).listen.address).toBe('10.0.0.5');
    expect(parseConfig({ TRUSTED_PROXY_HOPS: '1' }).trustedProxies.hops).toBe(1);
  });

  it('take operators’ networks and refuse anything else', () => {
    const isInternal = internalCaller(parseConfig({ INTERNAL_ADDRESSES: '10.1.0.0/16, 2001:db8::9' }));
    expect(['10.1.2.3', '2001:db8::9'].map((address) => isInternal(address))).toEqual([true, true]);
    expect(['10.2.0.1', '127.0.0.1'].map((address) => isInternal(address))).toEqual([false, false]);
    expect(() => parseConfig({ INTERNAL_ADDRESSES: '10.0.0.0/33' })).toThrow(/INTERNAL_ADDRESSES/);
    expect(() => parseConfig({ LISTEN_ADDRESS: 'localhost' })).toThrow(/LISTEN_ADDRESS/);
  });
});
