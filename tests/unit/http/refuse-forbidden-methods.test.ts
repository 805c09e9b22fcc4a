import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withForbiddenMethodsRefused } from '@/lib/http/refuse-forbidden-methods';

// A server standing in for Next's: a route that lists its methods on OPTIONS, and a file that does not.
const seen: string[] = [];
let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer(withForbiddenMethodsRefused((request, response) => {
    seen.push(`${request.method} ${request.url}`);
    if (request.method === 'OPTIONS' && request.url === '/api/v2/UserInfo') response.writeHead(204, { Allow: 'GET, HEAD, OPTIONS, POST' });
    else response.writeHead(request.method === 'GET' ? 200 : 404);
    response.end();
  }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

// Node's own client, since fetch refuses to send TRACE.
function send(method: string, path: string): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, method, path }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('withForbiddenMethodsRefused', () => {
  it('answers TRACE with 405 and the methods the resource lists for OPTIONS, before the server’s handler', async () => {
    seen.length = 0;
    const answer = await send('TRACE', '/api/v2/UserInfo');
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD, OPTIONS, POST');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(seen).toEqual(['OPTIONS /api/v2/UserInfo']);
  });

  it('names GET and HEAD for a resource that lists no methods', async () => {
    const answer = await send('TRACE', '/icons/icon.png');
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD');
  });

  it('asks this server only, whatever the request line names', async () => {
    seen.length = 0;
    const answer = await send('TRACE', '//other.example/path');
    expect(answer.status).toBe(405);
    expect(seen).toEqual(['OPTIONS //other.example/path']);
  });

  it('leaves every other method to the server', async () => {
    seen.length = 0;
    expect((await send('GET', '/')).status).toBe(200);
    expect((await send('DELETE', '/')).status).toBe(404);
    expect(seen).toEqual(['GET /', 'DELETE /']);
  });
});
