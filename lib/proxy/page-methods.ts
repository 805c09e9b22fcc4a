import { NextResponse, type NextRequest } from 'next/server';

// Pages answer GET and HEAD, and POST for their server actions. Left to the framework, PUT, DELETE and
// PATCH render the page as for a GET (200) and OPTIONS answers 400; pages are not a CORS target.
export const pageMethods = ['GET', 'HEAD', 'POST'] as const;

const served = new Set<string>(pageMethods);

/** A 405 naming the methods a page serves, for any other method; nothing for the served ones. */
export function refuseUnservedMethods(request: NextRequest): NextResponse | undefined {
  if (served.has(request.method)) return undefined;
  return new NextResponse(null, { status: 405, headers: { Allow: pageMethods.join(', ') } });
}
