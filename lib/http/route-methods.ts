import { AppError, errorResponse } from '@/lib/errors';

/** The methods Next.js dispatches to a route handler module; any other method never reaches one. */
export const routeMethods = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;

export type RouteMethod = (typeof routeMethods)[number];

type FixedAnswer = () => Response;

/** The Allow header of a route serving `served`: OPTIONS always, HEAD wherever GET is (Next derives it). */
export function allowHeader(served: readonly RouteMethod[]): string {
  const allowed = new Set<RouteMethod>([...served, 'OPTIONS']);
  if (allowed.has('GET')) allowed.add('HEAD');
  return routeMethods.filter((method) => allowed.has(method)).join(', ');
}

/**
 * Answers for the methods a route module does not serve. Next.js answers those with a bare 405 and no
 * Allow header (RFC 9110 requires one), and lists every exported method in its automatic OPTIONS, so a
 * module exports these in place of the missing methods:
 * `export const { OPTIONS, PUT, DELETE, PATCH } = otherMethods(['GET', 'POST']);`
 */
export function otherMethods(served: readonly RouteMethod[]): Record<RouteMethod, FixedAnswer> {
  const allow = allowHeader(served);
  const refuse: FixedAnswer = () => {
    const response = errorResponse(new AppError('methodNotAllowed', 'Errors.http.methodNotAllowed'));
    response.headers.set('Allow', allow);
    return response;
  };
  const options: FixedAnswer = () => new Response(null, { status: 204, headers: { Allow: allow } });
  return { GET: refuse, HEAD: refuse, OPTIONS: options, POST: refuse, PUT: refuse, DELETE: refuse, PATCH: refuse };
}
