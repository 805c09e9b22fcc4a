import type { IncomingMessage, ServerResponse } from 'node:http';
import { appMetrics } from '@/lib/metrics';

type RequestListener = (request: IncomingMessage, response: ServerResponse) => unknown;

const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/** Counts an answered request and its time under its route pattern (see withRequestLog). */
export function requestObserver(routeFor: (url: string | undefined) => string): (request: IncomingMessage, status: number, seconds: number) => void {
  const { httpRequests, httpDuration } = appMetrics();
  return (request, status, seconds) => {
    const method = request.method ?? 'GET';
    const route = routeFor(request.url);
    httpRequests.inc({ method, route, status_class: statusClass(status) });
    httpDuration.observe({ method, route }, seconds);
  };
}

/**
 * `/metrics` in Prometheus's text format, to operators' addresses only (INTERNAL_ADDRESSES, read through
 * the trusted proxies); anyone else gets the same 404 as for any unknown path. Answered here, before
 * the app, so that a scrape costs no page machinery.
 */
export function withMetricsEndpoint(handle: RequestListener, isInternal: (forwardedFor: string | undefined) => boolean): RequestListener {
  return (request, response) => {
    if (request.url !== '/metrics' && !request.url?.startsWith('/metrics?')) return handle(request, response);
    const forwardedFor = request.headers['x-forwarded-for'];
    if (request.method !== 'GET' || !isInternal(Array.isArray(forwardedFor) ? forwardedFor.join(', ') : forwardedFor)) return handle(request, response);
    const { registry } = appMetrics();
    return registry.metrics().then(
      (text) => {
        response.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
        response.end(text);
      },
      (error: unknown) => {
        console.error('[metrics] could not collect', error);
        response.writeHead(500).end();
      },
    );
  };
}
