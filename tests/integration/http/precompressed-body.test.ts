import { createServer, get, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRECOMPRESSED_ENCODING, PRECOMPRESSED_HONOURED, withPrecompressedBodies } from '@/lib/http/precompressed-body';

// A route's precompressed body through the production server's listener, on a real socket, behind the
// response compression Next runs on every response (its own copy of the `compression` middleware), as
// Next writes a route's headers: one setHeader per header, Content-Encoding left out.

type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
const compression = createRequire(import.meta.url)('next/dist/compiled/compression') as () => Middleware;

const json = JSON.stringify({ rows: Array.from({ length: 2000 }, (_, at) => `circle ${at}`) });
const brotli = brotliCompressSync(json);

function nextLike(request: IncomingMessage, response: ServerResponse): void {
  compression()(request, response, () => {});
  const honoured = request.headers[PRECOMPRESSED_HONOURED] === '1';
  response.setHeader('content-type', 'application/json');
  if (honoured) response.setHeader(PRECOMPRESSED_ENCODING, 'br');
  response.end(honoured ? brotli : json);
}

let plain: Server;
let wrapped: Server;
const portOf = (server: Server) => (server.address() as AddressInfo).port;

beforeAll(async () => {
  plain = createServer(nextLike);
  wrapped = createServer(withPrecompressedBodies(nextLike));
  await Promise.all([plain, wrapped].map((server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))));
});

afterAll(async () => {
  await Promise.all([plain, wrapped].map((server) => new Promise((resolve) => server.close(resolve))));
});

function fetchRaw(server: Server, headers: Record<string, string>): Promise<{ headers: IncomingMessage['headers']; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port: portOf(server), path: '/', headers: { 'accept-encoding': 'gzip, deflate, br', ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('a precompressed body through the production server', () => {
  it('arrives with its Content-Encoding and is not compressed again', async () => {
    const { headers, body } = await fetchRaw(wrapped, {});
    expect(headers['content-encoding']).toBe('br');
    expect(headers[PRECOMPRESSED_ENCODING]).toBeUndefined();
    expect(brotliDecompressSync(body).toString()).toBe(json);
  });

  it('is not claimed by a client where the server does not honour it', async () => {
    // A client's own header is not what the route sees behind the production server...
    const { headers } = await fetchRaw(wrapped, { [PRECOMPRESSED_HONOURED]: '0' });
    expect(headers['content-encoding']).toBe('br');
    // ...and without that server the route answers plain JSON, which the compression gzips as usual.
    const direct = await fetchRaw(plain, {});
    expect(direct.headers['content-encoding']).toBe('gzip');
  });
});
