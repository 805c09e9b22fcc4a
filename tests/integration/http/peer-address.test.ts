import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrustedProxies } from '@/lib/config/trusted-proxies';
import { withPeerAddress } from '@/lib/http/peer-address';
import { clientAddressFrom } from '@/lib/rate-limit/client-address';

// The listener `npm run serve` uses, on a real socket, with a handler that answers the rate-limit key the
// app would compute for the headers it received.
let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer(
    withPeerAddress((request, response) => {
      const trusted = JSON.parse(String(request.headers['x-test-trust'])) as TrustedProxies;
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) if (typeof value === 'string') headers.set(name, value);
      response.end(clientAddressFrom(headers, trusted));
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

function keyFor(trusted: TrustedProxies, forwardedFor?: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | string[]> = { 'x-test-trust': JSON.stringify(trusted) };
    if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
    const call = httpRequest({ host: '127.0.0.1', port, path: '/', headers }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve(body));
    });
    call.on('error', reject).end();
  });
}

describe('the client address through the server', () => {
  it('with no trusted proxy is the connection, whatever forwarded headers the client sends', async () => {
    const none = { hops: 0, addresses: [] };
    expect(await keyFor(none)).toBe('127.0.0.1');
    expect(await keyFor(none, ['203.0.113.9'])).toBe('127.0.0.1');
    expect(await keyFor(none, ['203.0.113.9, 198.51.100.2', '192.0.2.77'])).toBe('127.0.0.1');
  });

  it('behind one trusted proxy is the address that proxy appended', async () => {
    const oneHop = { hops: 1, addresses: [] };
    expect(await keyFor(oneHop, ['198.51.100.23'])).toBe('198.51.100.23');
    expect(await keyFor(oneHop, ['203.0.113.9, 198.51.100.23'])).toBe('198.51.100.23');
  });

  it('behind a listed proxy address is the address that proxy appended', async () => {
    expect(await keyFor({ hops: 0, addresses: ['127.0.0.1'] }, ['203.0.113.9, 198.51.100.24'])).toBe('198.51.100.24');
  });
});
