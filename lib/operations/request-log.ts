import type { IncomingMessage, ServerResponse } from 'node:http';

type RequestListener = (request: IncomingMessage, response: ServerResponse) => unknown;

export type RequestLogLine = { time: string; instance: string; method: string; route: string; status: number; ms: number };

/**
 * The path a request took, without its query string (search words, sign-in codes and return paths live
 * there) and with ids and long opaque segments folded into `:id`, so that a line says which route ran and
 * never whose data it was.
 */
export function routeOf(url: string | undefined): string {
  const pathname = (url ?? '/').split(/[?#]/, 1)[0] || '/';
  return pathname
    .split('/')
    .map((segment) => (/^\d+(\.\w+)?$/.test(segment) || /^[\w-]{16,}(\.\w+)?$/.test(segment) || segment.includes('%') || segment.includes('@') ? ':id' : segment))
    .join('/');
}

/**
 * One line of JSON per request once its answer is finished (or its connection closed first): method,
 * route, status, milliseconds and instance, nothing that names a person (no address, cookie or query).
 */
export function withRequestLog(
  handle: RequestListener,
  instance: string,
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
  // The metrics' count and time of the same request, taken from the same finish (lib/operations/request-metrics.ts).
  observe?: (request: IncomingMessage, status: number, seconds: number) => void,
): RequestListener {
  return (request, response) => {
    const started = performance.now();
    let logged = false;
    const log = () => {
      if (logged) return;
      logged = true;
      const line: RequestLogLine = {
        time: new Date().toISOString(),
        instance,
        method: request.method ?? 'GET',
        route: routeOf(request.url),
        // A connection closed before the answer was sent shows as 499, as nginx names it.
        status: response.writableFinished ? response.statusCode : 499,
        ms: Math.round(performance.now() - started),
      };
      write(JSON.stringify(line));
      observe?.(request, line.status, (performance.now() - started) / 1000);
    };
    response.once('finish', log);
    response.once('close', log);
    return handle(request, response);
  };
}
