import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogueIndexHolder } from '@/lib/catalogue/catalogue-index';
import { parseConfig } from '@/lib/config/schema';
import { createPrismaClient, type PrismaClient } from '@/lib/db/client';
import { errorResponse } from '@/lib/errors';
import { withPeerAddress } from '@/lib/http/peer-address';
import { internalCaller } from '@/lib/operations/internal-caller';
import { withRequestLog } from '@/lib/operations/request-log';
import { requestObserver, withMetricsEndpoint } from '@/lib/operations/request-metrics';
import { appRoutePatterns, routePatternMatcher } from '@/lib/operations/route-pattern';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-database';

// The listeners `npm run serve` puts in front of the app, on a real socket, over a handler that stands in
// for the app (200, or 404 for what it does not know). Operators are 127.0.0.1 alone here, so that a
// connection from 127.0.0.2 stands for anyone else.
const config = parseConfig({ INTERNAL_ADDRESSES: '127.0.0.1' });
let server: Server;
let port: number;
let database: TestDatabase;
let timed: PrismaClient;

type Sample = { name: string; labels: Record<string, string>; value: number };

/** Prometheus's text format, as a scraper reads it: comments, then `name{label="value",...} number`. */
function parseExposition(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`Not in the exposition format: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, name, value] of (match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) labels[name!] = value!;
    const value = match[3] === '+Inf' ? Infinity : Number(match[3]);
    expect(Number.isNaN(value), line).toBe(false);
    samples.push({ name: match[1]!, labels, value });
  }
  return samples;
}

const find = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value));

function get(pathname: string, localAddress = '127.0.0.1', forwardedFor?: string): Promise<{ status: number; body: string; type: string | undefined }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
    const sent = httpRequest({ host: '127.0.0.1', port, path: pathname, localAddress, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body, type: response.headers['content-type'] }));
    });
    sent.on('error', reject).end();
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  process.env.DATABASE_URL = database.url;
  const routeFor = routePatternMatcher([...appRoutePatterns(path.resolve(import.meta.dirname, '..', '..', '..', 'app')), '/metrics']);
  const app = withPeerAddress(
    withMetricsEndpoint((request, response) => {
      // The app has no /metrics page: a request the endpoint passes on gets the app's not-found answer.
      response.statusCode = ['other', '/metrics'].includes(routeFor(request.url)) ? 404 : 200;
      response.end();
    }, internalCaller(config)),
  );
  server = createServer(withRequestLog(app, 'instance-test', () => {}, requestObserver(routeFor)));
  await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
  port = (server.address() as AddressInfo).port;
  // A client whose statements may take 1.5 s (long enough to connect on a busy machine), to run one out of time.
  timed = createPrismaClient(database.url, 2, 1_500);
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await timed?.$disconnect();
  const { db } = await import('@/lib/db');
  await db.$disconnect();
  await database?.drop();
});

describe('/metrics', () => {
  it('gives operators request counts and times per route pattern, the pool, timeouts, refusals, the index and the event loop', async () => {
    for (const pathname of ['/circle/123?keyword=secret-word', '/circle/456', '/api/map/day/2', '/nothing/here@example.com']) await get(pathname);
    // Connected first, so that the one timeout is the statement's and not the wait for a connection.
    await timed.$queryRaw`SELECT 1`;
    const busy = await timed.$queryRaw`SELECT pg_sleep(4)`.catch((error: unknown) => error);
    expect(errorResponse(busy).status).toBe(503);
    const { enforceRateLimits } = await import('@/lib/rate-limit');
    const policy = { name: 'metrics-test', limit: 1, windowSeconds: 60 };
    await enforceRateLimits([{ policy, subject: 'a' }]);
    await expect(enforceRateLimits([{ policy, subject: 'a' }])).rejects.toThrow();
    await createCatalogueIndexHolder({ client: database.db, eventCode: 'C999', refreshIntervalMs: 60_000 }).get();

    const { registerReadinessMetric } = await import('@/lib/operations/readiness-metric');
    registerReadinessMetric();
    const scrape = await get('/metrics');
    expect(scrape.status).toBe(200);
    expect(scrape.type).toMatch(/^text\/plain; version=0\.0\.4/);
    const samples = parseExposition(scrape.body);

    expect(find(samples, 'catalogue_http_requests_total', { method: 'GET', route: '/circle/[id]', status_class: '2xx' })[0]?.value).toBe(2);
    expect(find(samples, 'catalogue_http_requests_total', { route: '/api/map/day/[day]' })[0]?.value).toBe(1);
    expect(find(samples, 'catalogue_http_requests_total', { route: 'other', status_class: '4xx' })[0]?.value).toBe(1);
    expect(find(samples, 'catalogue_http_request_duration_seconds_bucket', { route: '/circle/[id]', le: '+Inf' })[0]?.value).toBe(2);
    expect(find(samples, 'catalogue_http_request_duration_seconds_count', { route: '/circle/[id]' })[0]?.value).toBe(2);
    // No id, query, search word or address of a request is a label.
    const labelValues = samples.flatMap((sample) => Object.values(sample.labels)).join(' ');
    expect(labelValues).not.toMatch(/123|456|secret-word|example\.com|127\.0\.0/);
    expect(new Set(find(samples, 'catalogue_http_requests_total').map((sample) => sample.labels.route))).toEqual(new Set(['/circle/[id]', '/api/map/day/[day]', 'other']));

    expect(find(samples, 'catalogue_db_pool_connections_open')[0]?.value).toBeGreaterThanOrEqual(1);
    expect(find(samples, 'catalogue_db_pool_connections_in_use')).toHaveLength(1);
    expect(find(samples, 'catalogue_db_pool_waiting')[0]?.value).toBe(0);
    expect(find(samples, 'catalogue_db_timeouts_total', { kind: 'statement' })[0]?.value).toBe(1);
    expect(find(samples, 'catalogue_rate_limit_refusals_total')[0]?.value).toBe(1);
    expect(find(samples, 'catalogue_search_index_info')).toEqual([{ name: 'catalogue_search_index_info', labels: { version: '0.0.0' }, value: 1 }]);
    expect(find(samples, 'catalogue_search_index_built_timestamp_seconds')[0]?.value).toBeGreaterThan(Date.now() / 1000 - 60);
    expect(find(samples, 'catalogue_search_index_build_seconds')).toHaveLength(1);
    expect(find(samples, 'nodejs_eventloop_lag_p99_seconds')).toHaveLength(1);
    // Ready as /api/ready sees it: the database answers and every migration is applied.
    expect(find(samples, 'catalogue_ready', { check: 'database' })[0]?.value).toBe(1);
    expect(find(samples, 'catalogue_ready', { check: 'migrations' })[0]?.value).toBe(1);
  });

  it('is refused to anyone else, also one who forges a forwarded address', async () => {
    const other = await get('/metrics', '127.0.0.2');
    expect(other.status).toBe(404);
    expect(other.body).not.toContain('catalogue_');
    expect((await get('/metrics', '127.0.0.2', '127.0.0.1')).status).toBe(404);
  });
});
