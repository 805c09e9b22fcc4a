import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isWellFormedMultipart, serverActionBodyLimit, withServerActionsChecked } from '@/lib/http/server-action-requests';

// A server standing in for Next's: it answers with the body it read, so a passed request shows that the
// body reached it unchanged, and a refused one that it never ran.
const seen: string[] = [];
// The site's configured origin (APP_ORIGIN); the requests below are sent with its host unless they say otherwise.
const appOrigin = 'http://catalogue.test';
let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer(
    withServerActionsChecked((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        seen.push(`${request.method} ${request.url}`);
        response.writeHead(200, { 'content-type': 'text/plain' });
        response.end(Buffer.concat(chunks));
      });
    }, appOrigin),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function post(headers: Record<string, string>, chunks: (string | Buffer)[]): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: '/docs/inquiry', headers: { host: 'catalogue.test', ...headers } }, (response) => {
      const body: Buffer[] = [];
      response.on('data', (chunk: Buffer) => body.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(body).toString() }));
    });
    outgoing.on('error', (error) => (/EPIPE|ECONNRESET/.test(String(error)) ? undefined : reject(error)));
    for (const chunk of chunks) outgoing.write(chunk);
    outgoing.end();
  });
}

const action = (extra: Record<string, string> = {}) => ({ 'next-action': '40abc', 'content-type': 'text/plain;charset=UTF-8', origin: 'http://catalogue.test', ...extra });
const boundary = '----formdata-edge';
const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="1_$ACTION_ID_40abc"\r\n\r\n\r\n--${boundary}\r\nContent-Disposition: form-data; name="0"\r\n\r\n["$K1"]\r\n--${boundary}--\r\n`;

describe('withServerActionsChecked', () => {
  it('hands a well-formed action post to the app with its body unchanged, announced or streamed', async () => {
    seen.length = 0;
    expect(await post(action(), ['["a",', '{"b":1}]'])).toEqual({ status: 200, body: '["a",{"b":1}]' });
    expect(await post(action({ 'content-type': `multipart/form-data; boundary=${boundary}` }), [multipart])).toEqual({ status: 200, body: multipart });
    const withoutOrigin: Record<string, string> = { ...action() };
    delete withoutOrigin.origin;
    expect(await post(withoutOrigin, ['[]'])).toMatchObject({ status: 200 });
    expect(seen).toHaveLength(3);
  });

  it('takes the configured origin whatever Host or X-Forwarded-Host the request names', async () => {
    seen.length = 0;
    expect(await post(action({ host: '127.0.0.1:3001' }), ['[]'])).toMatchObject({ status: 200 });
    expect(await post(action({ 'x-forwarded-host': 'evil.example' }), ['[]'])).toMatchObject({ status: 200 });
    expect(seen).toHaveLength(2);
  });

  it('leaves posts that name no action alone', async () => {
    expect(await post({ 'content-type': 'application/xml' }, ['<not-json/>'])).toEqual({ status: 200, body: '<not-json/>' });
  });

  it.each([
    ['a body over the limit, announced', action(), ['x'.repeat(serverActionBodyLimit + 1)], 413],
    ['a body over the limit, streamed', action({ 'transfer-encoding': 'chunked' }), Array.from({ length: 20 }, () => 'y'.repeat(64 * 1024)), 413],
    ['text that is not JSON', action(), ['{"a":'], 400],
    ['text that is not UTF-8', action(), [Buffer.from([0x22, 0xff, 0x22])], 400],
    ['multipart without a boundary', action({ 'content-type': 'multipart/form-data' }), [multipart], 400],
    ['multipart that does not close', action({ 'content-type': `multipart/form-data; boundary=${boundary}` }), [multipart.slice(0, -20)], 400],
    ['multipart with a part without headers', action({ 'content-type': `multipart/form-data; boundary=${boundary}` }), [`--${boundary}\r\nno headers\r\n--${boundary}--\r\n`], 400],
    ['another media type', action({ 'content-type': 'application/json' }), ['[]'], 415],
    ['another site’s origin', action({ origin: 'https://evil.example' }), ['[]'], 403],
    ['an opaque origin', action({ origin: 'null' }), ['[]'], 403],
    ['an origin naming another port', action({ origin: 'http://catalogue.test:8080' }), ['[]'], 403],
    ['an empty origin', action({ origin: '' }), ['[]'], 403],
    ['another site’s origin that the client also names as the forwarded host', action({ origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' }), ['[]'], 403],
    ['another site’s origin sent to that site’s host name', action({ origin: 'http://evil.example', host: 'evil.example' }), ['[]'], 403],
    ['the site’s host over another scheme', action({ origin: 'https://catalogue.test' }), ['[]'], 403],
  ])('refuses %s before the app reads it', async (_, headers, chunks, status) => {
    seen.length = 0;
    const answer = await post(headers, chunks);
    expect(answer.status).toBe(status);
    expect(JSON.parse(answer.body)).toMatchObject({ error: { code: expect.any(String) } });
    expect(seen).toEqual([]);
  });

  it('reads multipart as browsers write it', () => {
    expect(isWellFormedMultipart(`multipart/form-data; boundary="${boundary}"`, Buffer.from(multipart))).toBe(true);
    expect(isWellFormedMultipart(`multipart/form-data; boundary=${'b'.repeat(71)}`, Buffer.from(multipart))).toBe(false);
  });
});
