import { createServer, type Server } from 'node:http';
import type { RequestListener } from '@/lib/http/peer-address';

/**
 * How long a client may take to send its request (decision 028). Node's defaults (a minute for the
 * headers, five for the whole request, checked every 30 s) let one byte every few seconds hold a
 * connection for five minutes when an instance is reached directly (issue 47). These are what a phone
 * on a bad network needs:
 * - the headers (a few kilobytes, one or two packets) in 10 s: the round trip and two or three
 *   retransmissions of a lost packet (TCP waits 1, 2, then 4 s);
 * - the whole request in 60 s: the largest body, a 4 MB checklist with its ticks, at 0.6 Mbit/s; a
 *   server action's 512 KB at 70 kbit/s;
 * - an idle connection kept 15 s for the next tap, longer than nginx keeps its own to the instance (10 s),
 *   so that nginx never sends a request down a connection the instance is closing.
 * The limits are checked every second, so a slow client is cut within a second of its limit.
 */
export const connectionLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 60_000,
  keepAliveTimeoutMs: 15_000,
  checkEveryMs: 1_000,
};

export type ConnectionLimits = typeof connectionLimits;

/** The production server's HTTP server (scripts/serve.ts), with those limits. */
export function createAppServer(listener: RequestListener, limits: ConnectionLimits = connectionLimits): Server {
  const server = createServer(
    { headersTimeout: limits.headersTimeoutMs, requestTimeout: limits.requestTimeoutMs, connectionsCheckingInterval: limits.checkEveryMs },
    listener,
  );
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  return server;
}
