import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { routeOf, withRequestLog, type RequestLogLine } from '@/lib/operations/request-log';

describe('routeOf', () => {
  it('drops the query string, where search words and codes live', () => {
    expect(routeOf('/en/circles?q=%E3%81%82&page=2')).toBe('/en/circles');
    expect(routeOf('/api/auth/callback/oidc?code=secret&state=x')).toBe('/api/auth/callback/oidc');
    expect(routeOf(undefined)).toBe('/');
  });

  it('folds ids, long opaque segments and encoded text into :id', () => {
    expect(routeOf('/en/circle/12345')).toBe('/en/circle/:id');
    expect(routeOf('/cuts/987.png')).toBe('/cuts/:id');
    expect(routeOf('/verify/3f9a2c7d1e8b4a6f9c0d')).toBe('/verify/:id');
    expect(routeOf('/en/circles/%E6%9D%B1')).toBe('/en/circles/:id');
    expect(routeOf('/u/someone@example.com')).toBe('/u/:id');
    expect(routeOf('/_next/static/chunks/app.js')).toBe('/_next/static/chunks/app.js');
  });
});

function fakeExchange(method: string, url: string) {
  const request = { method, url, headers: { cookie: 'session=secret', 'x-forwarded-for': '203.0.113.9' } } as unknown as IncomingMessage;
  const headers = new Map<string, string>();
  const response = Object.assign(new EventEmitter(), {
    statusCode: 200,
    writableFinished: false,
    setHeader: (name: string, value: string) => headers.set(name, value),
  }) as unknown as ServerResponse & EventEmitter;
  return { request, response, headers };
}

describe('withRequestLog', () => {
  it('writes one JSON line per request with method, route, status, ms and instance, and nothing personal', () => {
    const lines: string[] = [];
    const { request, response, headers } = fakeExchange('POST', '/en/favorites?memo=private');
    withRequestLog(() => undefined, 'instance-2', (line) => lines.push(line))(request, response);
    // The instance is named in the log, not to the caller (lib/operations/internal-caller.ts).
    expect(headers.has('X-Instance')).toBe(false);
    Object.assign(response, { statusCode: 303, writableFinished: true });
    response.emit('finish');
    response.emit('close');
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0] ?? '') as RequestLogLine;
    expect(line).toMatchObject({ instance: 'instance-2', method: 'POST', route: '/en/favorites', status: 303 });
    expect(Object.keys(line).sort()).toEqual(['instance', 'method', 'ms', 'route', 'status', 'time']);
    expect(lines[0]).not.toMatch(/secret|203\.0\.113|private/);
  });

  it('logs a request whose client went away as 499', () => {
    const lines: string[] = [];
    const { request, response } = fakeExchange('GET', '/en/circles');
    withRequestLog(() => undefined, 'a', (line) => lines.push(line))(request, response);
    response.emit('close');
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ status: 499 });
  });
});
