import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { withServerActionsChecked } from '@/lib/http/server-action-requests';
import { connectionLimits, createAppServer, type ConnectionLimits } from '@/lib/operations/http-server';

// Issue 47, finding 9: a client sending one byte every few seconds held an instance's connection for
// five minutes (unfinished headers: 66 s). The production server's HTTP server (scripts/serve.ts) is
// started here on a loopback port, with the server action check in front as there, and a slow client
// is cut within its limit (decision 028).

let server: Server | undefined;

afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  server = undefined;
});

const appOrigin = 'http://catalogue.test';

async function start(limits?: ConnectionLimits): Promise<number> {
  // Stands in for Next: answers once it has read the whole body.
  const app = withServerActionsChecked((request, response) => {
    request.resume();
    request.on('end', () => response.end('done'));
  }, appOrigin);
  server = createAppServer(app, limits);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/**
 * Sends `opening` at once and then `trickle` one byte every `everyMs`; resolves with what the server
 * answered and when it closed the connection (or when the client had sent everything and got its answer).
 */
function trickle(port: number, opening: string, trickled: string, everyMs: number): Promise<{ ms: number; answer: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    let timer: ReturnType<typeof setInterval> | undefined;
    socket.on('connect', () => {
      socket.write(opening);
      timer = setInterval(() => {
        if (sent < trickled.length && socket.writable) socket.write(trickled[sent++]!);
      }, everyMs);
    });
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString();
      if (answer.endsWith('done')) socket.end();
    });
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ ms: performance.now() - started, answer });
    });
    socket.on('error', (error) => (/EPIPE|ECONNRESET/.test(String(error)) ? undefined : reject(error)));
  });
}

const actionHead = (length: number) =>
  `POST /docs/inquiry HTTP/1.1\r\nHost: catalogue.test\r\nOrigin: ${appOrigin}\r\nNext-Action: 40abc\r\nContent-Type: text/plain;charset=UTF-8\r\nContent-Length: ${length}\r\n\r\n`;

describe('the production HTTP server', () => {
  it('gives a client 10 s for its headers, 60 s for its request and keeps an idle connection 15 s', async () => {
    await start();
    expect({ headers: server!.headersTimeout, request: server!.requestTimeout, keepAlive: server!.keepAliveTimeout }).toEqual({ headers: 10_000, request: 60_000, keepAlive: 15_000 });
  });

  it('cuts a client that sends its headers one byte a second within a second of the 10 s', async () => {
    const port = await start();
    const { ms, answer } = await trickle(port, 'GET / HTTP/1.1\r\nHost: catalogue.test\r\n', 'X-Slow: '.padEnd(200, 'a'), 1_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeGreaterThanOrEqual(connectionLimits.headersTimeoutMs - 100);
    expect(ms).toBeLessThan(connectionLimits.headersTimeoutMs + 2 * connectionLimits.checkEveryMs + 500);
  }, 20_000);

  // The same server with its limits scaled down, so that the body's minute takes two seconds here.
  const scaled: ConnectionLimits = { headersTimeoutMs: 500, requestTimeoutMs: 2_000, keepAliveTimeoutMs: 2_500, checkEveryMs: 100 };

  it('cuts a server action body sent a byte at a time at the request limit', async () => {
    const port = await start(scaled);
    const { ms, answer } = await trickle(port, actionHead(100), '['.padEnd(99, ' ') + ']', 200);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeGreaterThanOrEqual(scaled.requestTimeoutMs - 100);
    expect(ms).toBeLessThan(scaled.requestTimeoutMs + 2 * scaled.checkEveryMs + 500);
  });

  it('answers a slow body that arrives within the limit, and a keep-alive request after an idle pause longer than the header limit', async () => {
    const port = await start(scaled);
    const slow = await trickle(port, actionHead(6), '[1,2]\n', 200);
    expect(slow.answer).toMatch(/^HTTP\/1\.1 200[\s\S]*done$/);

    const answers = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      socket.on('connect', () => {
        socket.write(actionHead(2) + '[]');
        setTimeout(() => socket.write(actionHead(2) + '[]'), scaled.headersTimeoutMs * 3);
      });
      socket.on('data', (chunk: Buffer) => {
        answer += chunk.toString();
        if (answer.split('done').length === 3) socket.end();
      });
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });
    expect(answers.match(/HTTP\/1\.1 200/g)).toHaveLength(2);
  });
});
