import 'server-only';
import { Server, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sharedSecurityHeaders } from './security-headers';

// Node's fetch `Request` cannot carry TRACE or TRACK (the Fetch standard forbids them), and Next turns
// every request into one before the proxy or a route handler runs: left alone, each such request is a
// 500 with a stack trace in the log. No route of the product serves them, so the HTTP server answers
// them itself, before Next sees them. `next start` owns that server; instrumentation.ts, which Next runs
// in the server's process before it serves, installs this.
export const forbiddenMethods: ReadonlySet<string> = new Set(['TRACE', 'TRACK']);

// What the resource answers to OPTIONS is the list of its methods (route handlers list their exports,
// the proxy the methods of pages); a path without such an answer is a file, read with GET and HEAD.
async function allowedMethods(address: AddressInfo, path: string): Promise<string> {
  const host = address.family === 'IPv6' ? `[${address.address === '::' ? '::1' : address.address}]` : address.address === '0.0.0.0' ? '127.0.0.1' : address.address;
  try {
    const answer = await fetch(`http://${host}:${address.port}${path}`, { method: 'OPTIONS', redirect: 'manual' });
    await answer.body?.cancel();
    return answer.headers.get('allow') ?? 'GET, HEAD';
  } catch {
    return 'GET, HEAD';
  }
}

async function refuse(server: Server, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const address = server.address();
  const path = request.url?.startsWith('/') ? request.url : '/';
  const allow = address && typeof address === 'object' ? await allowedMethods(address, path) : 'GET, HEAD';
  response.writeHead(405, { Allow: allow, 'Content-Length': '0', ...Object.fromEntries(sharedSecurityHeaders.map(({ key, value }) => [key, value])) });
  response.end();
}

let installed = false;

/** Makes every HTTP server of this process answer TRACE and TRACK with 405 before its own listeners. */
export function refuseForbiddenMethods(): void {
  if (installed) return;
  installed = true;
  const emit = Server.prototype.emit;
  Server.prototype.emit = function (this: Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request') {
      const [request, response] = args as [IncomingMessage, ServerResponse];
      if (forbiddenMethods.has(request.method ?? '')) {
        void refuse(this, request, response);
        return true;
      }
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  };
}
