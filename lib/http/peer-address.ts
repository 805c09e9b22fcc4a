import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Appends the address of the connection to X-Forwarded-For, as every reverse proxy does. Next.js itself
 * sets the header only when it is missing, so a client that sends one would otherwise hide its own
 * address; with this, the header's last entry is always the connection (lib/rate-limit/client-address.ts).
 */
export function appendPeerAddress(request: IncomingMessage): void {
  const peer = request.socket.remoteAddress;
  if (!peer) return;
  // Node joins repeated X-Forwarded-For headers with ", " into this one string.
  const forwarded = request.headers['x-forwarded-for'];
  request.headers['x-forwarded-for'] = forwarded ? `${forwarded}, ${peer}` : peer;
}

export type RequestListener = (request: IncomingMessage, response: ServerResponse) => unknown;

/** The request listener `npm run serve` gives its HTTP server: the peer address first, then the app. */
export function withPeerAddress(handle: RequestListener): RequestListener {
  return (request, response) => {
    appendPeerAddress(request);
    return handle(request, response);
  };
}
