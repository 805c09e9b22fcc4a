import type { Server } from 'node:http';
import { markStopping } from './instance';

/** A stop must be over within this; the orchestrator's own limit (10 s) follows it. */
export const STOP_DEADLINE_MS = 8_000;

/**
 * Stops an HTTP server the way a load balancer expects: /api/ready says "not ready" at once, no new
 * connection is taken, idle keep-alive connections close, requests in flight finish (and their
 * connections close after them), then `release` runs (the app and the database pool). Connections still
 * busy at the deadline are cut, so the process always ends within STOP_DEADLINE_MS plus `release`.
 */
export async function stopGracefully(server: Server, release: () => Promise<void>, deadlineMs = STOP_DEADLINE_MS): Promise<void> {
  markStopping();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  // A keep-alive connection that finishes its request closes instead of waiting for another one.
  server.on('request', (_request, response) => response.setHeader('Connection', 'close'));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      server.closeAllConnections();
      resolve();
    }, deadlineMs);
  });
  await Promise.race([closed, deadline]);
  clearTimeout(timer);
  await release();
}
