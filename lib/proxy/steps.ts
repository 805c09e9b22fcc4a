import { NextResponse, type NextRequest } from 'next/server';
import { pathnameHeader } from '@/lib/http/request-path';

export type ProxyStep = (request: NextRequest, response: NextResponse) => NextResponse | Promise<NextResponse>;

export function forwardRequestPath(request: NextRequest): NextResponse {
  const headers = new Headers(request.headers);
  headers.set(pathnameHeader, request.nextUrl.pathname);
  return NextResponse.next({ request: { headers } });
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
