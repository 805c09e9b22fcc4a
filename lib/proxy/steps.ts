import { NextResponse, type NextRequest } from 'next/server';
import { nonceHeader } from '@/lib/http/content-security-policy';
import { pathnameHeader, userHandoffHeader } from '@/lib/http/request-path';

export type ProxyStep = (request: NextRequest, response: NextResponse) => NextResponse | Promise<NextResponse>;

// Request headers only the proxy may set: a client's own copies are dropped before the page sees them.
const proxyOnlyHeaders = [userHandoffHeader, nonceHeader];

export function forwardRequestPath(request: NextRequest): NextResponse {
  const headers = new Headers(request.headers);
  for (const name of proxyOnlyHeaders) headers.delete(name);
  headers.set(pathnameHeader, request.nextUrl.pathname);
  return NextResponse.next({ request: { headers } });
}

/** Whether a step's response lets the request go on to the page (rather than answering it itself). */
export function forwardsRequest(response: NextResponse): boolean {
  return response.headers.has('x-middleware-override-headers');
}

/**
 * Adds a request header to a pass-through response made by `forwardRequestPath`, in the form
 * `NextResponse.next({ request: { headers } })` itself produces, so a later step can forward data.
 */
export function forwardRequestHeader(response: NextResponse, name: string, value: string): void {
  const overridden = response.headers.get('x-middleware-override-headers');
  if (overridden === null) throw new Error('forwardRequestHeader needs a response from forwardRequestPath');
  const names = overridden.split(',').filter(Boolean);
  if (!names.includes(name)) response.headers.set('x-middleware-override-headers', [...names, name].join(','));
  response.headers.set(`x-middleware-request-${name}`, value);
}

export async function runSteps(
  request: NextRequest,
  initial: NextResponse,
  steps: readonly ProxyStep[],
): Promise<NextResponse> {
  let response = initial;
  for (const step of steps) response = await step(request, response);
  return response;
}
