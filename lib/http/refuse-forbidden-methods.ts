import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestListener } from './peer-address';
import { sharedSecurityHeaders } from './security-headers';

// Node's fetch `Request` cannot carry TRACE or TRACK (the Fetch standard forbids them), and Next turns
// every request into one before the proxy or a route handler runs: left alone, each such request is a
// 500 with a stack trace in the log. No route of the product serves them, so the production server
// (scripts/serve.ts) answers them itself, before Next sees them.
export const forbiddenMethods: ReadonlySet<string> = new Set(['TRACE', 'TRACK']);

// What the resource answers to OPTIONS is the list of its methods (route handlers list their exports,
// the proxy the methods of pages); a path without such an answer is a file, read with GET and HEAD.
// The question goes to the address the request came in on, so it never leaves this server.
async function allowedMethods(request: IncomingMessage, path: string): Promise<string> {
  const { localAddress, localPort } = request.socket;
  if (!localAddress || !localPort) return 'GET, HEAD';
  const address = localAddress.startsWith('::ffff:') ? localAddress.slice(7) : localAddress;
  const host = address.includes(':') ? `[${address}]` : address;
  try {
    const answer = await fetch(`http://${host}:${localPort}${path}`, { method: 'OPTIONS', redirect: 'manual' });
    await answer.body?.cancel();
    return answer.headers.get('allow') ?? 'GET, HEAD';
  } catch {
    return 'GET, HEAD';
  }
}

async function refuse(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const path = request.url?.startsWith('/') ? request.url : '/';
  const allow = await allowedMethods(request, path);
  response.writeHead(405, { Allow: allow, 'Content-Length': '0', ...Object.fromEntries(sharedSecurityHeaders.map(({ key, value }) => [key, value])) });
  response.end();
}

/** The request listener answers TRACE and TRACK with 405 and passes every other method on. */
export function withForbiddenMethodsRefused(handle: RequestListener): RequestListener {
  return (request, response) => {
    if (forbiddenMethods.has(request.method ?? '')) return refuse(request, response);
    return handle(request, response);
  };
}
