import { NextResponse, type NextRequest } from 'next/server';
import { nonceHeader } from '@/lib/http/content-security-policy';
import { pathnameHeader, userHandoffHeader } from '@/lib/http/request-path';

export type ProxyStep = (request: NextRequest, response: NextResponse) => NextResponse | Promise<NextResponse>;

// Request headers only the proxy may set: a client's own copies are dropped before the page sees them.
const proxyOnlyHeaders = [userHandoffHeader, nonceHeader];

// The request headers a pass-through response will give the page, gathered while the steps run: Next
// takes them once, in `NextResponse.next({ request: { headers } })`, which `runSteps` makes at the end.
const pageRequestHeaders = new WeakMap<NextResponse, Headers>();

export function forwardRequestPath(request: NextRequest): NextResponse {
  const headers = new Headers(request.headers);
  for (const name of proxyOnlyHeaders) headers.delete(name);
  headers.set(pathnameHeader, request.nextUrl.pathname);
  const response = NextResponse.next();
  pageRequestHeaders.set(response, headers);
  return response;
}

/** Whether a step's response lets the request go on to the page (rather than answering it itself). */
export function forwardsRequest(response: NextResponse): boolean {
  return pageRequestHeaders.has(response);
}

/** The request headers the page will see, for a response made by `forwardRequestPath`. */
export function forwardedRequestHeaders(response: NextResponse): Headers | undefined {
  return pageRequestHeaders.get(response);
}

/** Adds a request header for the page to a pass-through response made by `forwardRequestPath`. */
export function forwardRequestHeader(response: NextResponse, name: string, value: string): void {
  const headers = pageRequestHeaders.get(response);
  if (headers === undefined) throw new Error('forwardRequestHeader needs a response from forwardRequestPath');
  headers.set(name, value);
}

/** The proxy's answer: a redirect or refusal as a step made it, or the pass-through with its request headers. */
function proxyAnswer(response: NextResponse): NextResponse {
  const headers = pageRequestHeaders.get(response);
  return headers === undefined ? response : NextResponse.next({ headers: response.headers, request: { headers } });
}

export async function runSteps(
  request: NextRequest,
  initial: NextResponse,
  steps: readonly ProxyStep[],
): Promise<NextResponse> {
  let response = initial;
  for (const step of steps) response = await step(request, response);
  return proxyAnswer(response);
}
