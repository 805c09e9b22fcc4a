import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { stopGracefully } from '@/lib/operations/graceful-stop';
import { isStopping } from '@/lib/operations/instance';

let server: Server | undefined;

afterEach(() => {
  server?.closeAllConnections();
  server?.close();
});

/** A server whose every answer takes `delayMs`, as a request in flight does. */
async function slowServer(delayMs: number): Promise<number> {
  server = createServer((_request, response) => void setTimeout(() => response.end('done'), delayMs));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

const get = (port: number) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, path: '/', agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });

describe('stopGracefully', () => {
  it('finishes the request in flight, takes no new connection, then releases the pool, and says it is stopping', async () => {
    const port = await slowServer(600);
    const inFlight = get(port);
    await new Promise((resolve) => setTimeout(resolve, 100));
    let released = false;
    const started = performance.now();
    const stopped = stopGracefully(server!, async () => void (released = true), 5_000);
    expect(isStopping()).toBe(true);
    await expect(get(port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(await inFlight).toEqual({ status: 200, body: 'done' });
    await stopped;
    expect(released).toBe(true);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('cuts a request that outlasts the deadline, so the stop always ends in time', async () => {
    const port = await slowServer(30_000);
    const inFlight = get(port).then(() => 'answered', () => 'cut');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = performance.now();
    await stopGracefully(server!, async () => {}, 500);
    expect(performance.now() - started).toBeLessThan(1_500);
    expect(await inFlight).toBe('cut');
  });
});
