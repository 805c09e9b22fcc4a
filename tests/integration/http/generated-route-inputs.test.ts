import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { appOrigin } from '@/tests/support/auth-test-context';
import { sourceFilesIn } from '@/tests/support/source-scan';
import { withRequestHeaders } from '@/tests/support/request-scope';
import { writeSmallEvent } from '@/tests/support/small-event';
import { startRouteTestContext, stripeWebhookSecret, type RouteTestContext } from '@/tests/support/route-test-context';

vi.mock('next/headers', () => import('@/tests/support/request-scope'));

// Issue 15, generated inputs: every route handler outside /api/v2 (which the OpenAPI contract test covers)
// is fed generated query strings, path segments, headers and bodies, as a member with the plan and as a
// visitor, on a real database with a small event. No answer may be a 500 and nothing may throw.

let context: RouteTestContext;
let circleIds: number[] = [];

beforeAll(async () => {
  context = await startRouteTestContext();
  circleIds = await writeSmallEvent(context.database.db);
});

afterAll(async () => {
  await context?.stop();
});

// Each handler types its own params; the test hands every one the params of its generated path.
type Handler = (request: Request, context: never) => Promise<Response> | Response;

/** Integers a client might send, the ones that overflow a database column included. */
// Circle ids are read when a value is drawn: the arbitraries are built before the event is seeded.
const listedCircleId = () => fc.nat({ max: 4 }).map((index) => circleIds[index] ?? index);
const anyInteger = () => fc.oneof(listedCircleId(), fc.integer(), fc.constantFrom(0, -1, 2 ** 31, 99_999_999_999, Number.MAX_SAFE_INTEGER));
const anyNumberish = () => fc.oneof(anyInteger(), fc.double(), fc.string(), fc.constantFrom('1', '07', '1e3', 'NaN', '-0', ' 3 '));
const queryValue = () => fc.oneof(anyNumberish().map(String), fc.string({ unit: 'binary' }), fc.array(fc.integer({ min: -5, max: 10 }), { maxLength: 5 }).map((list) => list.join(',')));
const queryKeys = ['day', 'hall', 'q', 'keyword', 'mode', 'genre', 'encoding', 'overwrite', 'v', 'c.Keyword', 'c.Day', 'c.Genre', 'page', 'sort', 'favoritesOnly', 'color'];
const query = fc.dictionary(fc.oneof(fc.constantFrom(...queryKeys), fc.string()), queryValue(), { maxKeys: 5 });
const asMember = fc.boolean();

async function call(handler: Handler, request: Request, member: boolean, params: Record<string, string | string[]> = {}): Promise<Response> {
  const headers = member ? await context.memberHeaders(request.headers) : request.headers;
  return withRequestHeaders(headers, async () => handler(request, { params: Promise.resolve(params) } as never));
}

function urlOf(path: string, search: Record<string, string>): URL {
  const url = new URL(`${appOrigin}${path}`);
  for (const [key, value] of Object.entries(search)) url.searchParams.append(key, value);
  return url;
}

async function expectNoServerError(response: Response, what: string) {
  expect(response.status, `${what} answered ${response.status}`).toBeLessThan(500);
  // The body is read to the end, so a failure while streaming it counts too.
  await response.arrayBuffer();
}

const runs = { numRuns: 40 };

// Handlers the proxy skips (cuts) read the session cookie themselves; the member's one is signed in once.
let signedIn: Promise<string> | undefined;
const memberCookie = () => (signedIn ??= context.memberSessionCookie());

/** The offline catalogue's two variants and, a third of the time, the generated value itself. */
const someVariant = (value: string) => ['general', 'adult', value][value.length % 3] ?? value;

describe('GET route handlers fed generated query strings and path segments', () => {
  // `succeeds` says whether some generated request must succeed, so a guard that refused everything would fail.
  // `param` names the one path segment the generated value fills; `params`, when the path has several.
  const getRoutes: {
    name: string;
    path: (segment: string) => string;
    param?: string;
    params?: (segment: string) => Record<string, string>;
    succeeds?: boolean;
    load: () => Promise<Handler>;
  }[] = [
    { name: 'map day', succeeds: true, path: (day) => `/api/map/day/${encodeURIComponent(day)}`, param: 'day', load: async () => (await import('@/app/api/map/day/[day]/route')).GET },
    { name: 'map authors', succeeds: true, path: (day) => `/api/map/day/${encodeURIComponent(day)}/authors`, param: 'day', load: async () => (await import('@/app/api/map/day/[day]/authors/route')).GET },
    { name: 'map search', succeeds: true, path: () => '/api/map/search', load: async () => (await import('@/app/api/map/search/route')).GET },
    { name: 'hall blocks', succeeds: true, path: () => '/api/catalogue/blocks', load: async () => (await import('@/app/api/catalogue/blocks/route')).GET },
    { name: 'map worker', succeeds: true, path: () => '/api/map/maplibre-worker.mjs', load: async () => (await import('@/app/api/map/maplibre-worker.mjs/route')).GET },
    { name: 'checklist export', succeeds: true, path: () => '/api/checklist/export', load: async () => (await import('@/app/api/checklist/export/route')).GET },
    { name: 'checklist Shift_JIS check', succeeds: true, path: () => '/api/checklist/export/shift-jis-check', load: async () => (await import('@/app/api/checklist/export/shift-jis-check/route')).GET },
    { name: 'offline catalogue', succeeds: true, path: () => '/api/offline/catalogue', load: async () => (await import('@/app/api/offline/catalogue/route')).GET },
    {
      name: 'offline catalogue copy',
      path: (hash) => `/api/offline/catalogue/${encodeURIComponent(someVariant(hash))}/${encodeURIComponent(hash)}`,
      params: (hash) => ({ variant: someVariant(hash), hash }),
      load: async () => (await import('@/app/api/offline/catalogue/[variant]/[hash]/route')).GET,
    },
    {
      name: 'offline catalogue change',
      path: (hash) => `/api/offline/catalogue/${encodeURIComponent(someVariant(hash))}/${encodeURIComponent(hash)}/from/${encodeURIComponent(hash)}`,
      params: (hash) => ({ variant: someVariant(hash), hash, from: hash }),
      load: async () => (await import('@/app/api/offline/catalogue/[variant]/[hash]/from/[from]/route')).GET,
    },
    { name: 'offline bundle', succeeds: true, path: () => '/api/offline/bundle', load: async () => (await import('@/app/api/offline/bundle/route')).GET },
    { name: 'offline images', succeeds: true, path: () => '/api/offline/images', load: async () => (await import('@/app/api/offline/images/route')).GET },
    { name: 'cuts', succeeds: true, path: (wcid) => `/cuts/${encodeURIComponent(wcid)}`, param: 'wcid', load: async () => (await import('@/app/cuts/[wcid]/route')).GET },
    { name: 'catalogue images', path: (id) => `/cuts/images/${encodeURIComponent(id)}`, param: 'id', load: async () => (await import('@/app/cuts/images/[id]/route')).GET },
    { name: 'legacy search links', succeeds: true, path: () => '/search/result', load: async () => (await import('@/app/(nav)/search/result/route')).GET },
    { name: 'group version', path: (id) => `/api/groups/${encodeURIComponent(id)}/version`, param: 'groupId', load: async () => (await import('@/app/api/groups/[groupId]/version/route')).GET },
    { name: 'group distribution list', path: (id) => `/api/groups/${encodeURIComponent(id)}/distribution.csv`, param: 'groupId', load: async () => (await import('@/app/api/groups/[groupId]/distribution.csv/route')).GET },
    { name: 'latest catalogue import', path: () => '/api/catalogue-changes/latest', load: async () => (await import('@/app/api/catalogue-changes/latest/route')).GET },
    { name: 'health', succeeds: true, path: () => '/api/health', load: async () => (await import('@/app/api/health/route')).GET },
    // Without a build there is no worker to serve (404).
    { name: 'service worker', path: () => '/sw.js', load: async () => (await import('@/app/sw.js/route')).GET },
    { name: 'search worker', path: () => '/search-worker.js', load: async () => (await import('@/app/search-worker.js/route')).GET },
  ];
  const routeParams = (route: (typeof getRoutes)[number], value: string) => route.params?.(value) ?? (route.param ? { [route.param]: value } : {});
  const knownSegments = ['1', '2', '101', '103'];
  const segment = fc.oneof(fc.constantFrom(...knownSegments), anyNumberish().map(String), fc.string({ unit: 'binary' }), fc.constantFrom('booth-1', 'booth-', 'booth-99999999999', '1.5', ''));

  it.each(getRoutes)('$name', async (route) => {
    const handler = await route.load();
    const etag = fc.option(fc.oneof(fc.string(), fc.constant('*')), { nil: undefined });
    const statuses: number[] = [];
    await fc.assert(
      fc.asyncProperty(segment, query, asMember, etag, async (value, search, member, ifNoneMatch) => {
        const headers = { ...(ifNoneMatch === undefined ? {} : { 'if-none-match': ifNoneMatch }), ...(member ? { cookie: await memberCookie() } : {}) };
        const request = new Request(urlOf(route.path(value), search), { headers });
        const response = await call(handler, request, member, routeParams(route, value));
        statuses.push(response.status);
        await expectNoServerError(response, `${route.name} ${request.url}`);
      }),
      runs,
    );
    if (route.succeeds) {
      // The generated values hit a real id only by chance; the known ids, asked as a member, make sure
      // a success is possible in every run, so only a guard that refuses everything fails here.
      for (const known of [...knownSegments, ...circleIds.map(String)]) {
        const request = new Request(urlOf(route.path(known), {}), { headers: { cookie: await memberCookie() } });
        const response = await call(handler, request, true, routeParams(route, known));
        statuses.push(response.status);
        await response.arrayBuffer();
      }
      expect(statuses.some((status) => status < 400)).toBe(true);
    }
  }, 60_000);
});

describe('POST route handlers fed generated bodies', () => {
  const bytes = fc.oneof(fc.uint8Array({ maxLength: 2048 }), fc.string({ unit: 'binary' }).map((text) => new TextEncoder().encode(text)));

  it.each([
    { name: 'checklist preview', load: async () => (await import('@/app/api/checklist/preview/route')).POST, path: '/api/checklist/preview' },
    { name: 'checklist import', load: async () => (await import('@/app/api/checklist/import/route')).POST, path: '/api/checklist/import' },
  ])('$name', async (route) => {
    const handler = await route.load();
    const origin = fc.option(fc.oneof(fc.constant(appOrigin), fc.string(), fc.webUrl()), { nil: undefined });
    const header = fc.oneof(fc.constantFrom('1,ヨ,01a', 'Header,ComicMarketCD-ROMCatalog,ComicMarket999'), fc.string());
    const file = fc.oneof(bytes, fc.array(header, { maxLength: 6 }).map((lines) => new TextEncoder().encode(lines.join('\r\n'))));
    await fc.assert(
      fc.asyncProperty(file, query, asMember, origin, async (body, search, member, from) => {
        const request = new Request(urlOf(route.path, search), { method: 'POST', body, headers: from === undefined ? {} : { origin: from } });
        await expectNoServerError(await call(handler, request, member), route.name);
      }),
      runs,
    );
  }, 60_000);

  it('group marks', async () => {
    const { POST } = await import('@/app/api/groups/[groupId]/marks/route');
    const mark = fc.record({ item: fc.oneof(fc.constantFrom('w1', 'l1', 'x1', 'w0'), fc.string()), status: fc.record({ value: fc.oneof(fc.constantFrom('BOUGHT', 'SOLD_OUT', 'NOPE'), fc.string()), editedAt: fc.oneof(anyInteger(), fc.double()) }, { requiredKeys: [] }) }, { requiredKeys: [] });
    const body = fc.oneof(fc.record({ marks: fc.array(mark, { maxLength: 6 }) }).map((value) => JSON.stringify(value)), fc.jsonValue().map((value) => JSON.stringify(value)), fc.string());
    const groupId = fc.oneof(fc.constant('A'.repeat(22)), fc.string());
    await fc.assert(
      fc.asyncProperty(body, groupId, asMember, async (text, id, member) => {
        const request = new Request(`${appOrigin}/api/groups/${encodeURIComponent(id)}/marks`, { method: 'POST', body: text, headers: { 'content-type': 'application/json' } });
        await expectNoServerError(await call(POST as Handler, request, member, { groupId: id }), 'group marks');
      }),
      runs,
    );
  }, 60_000);

  it('offline sync', async () => {
    const { POST } = await import('@/app/api/offline/sync/route');
    const stamped = (value: fc.Arbitrary<unknown>) => fc.record({ value, editedAt: fc.oneof(anyInteger(), fc.double(), fc.string()) }, { requiredKeys: [] });
    const change = fc.record(
      { circleId: anyNumberish(), color: stamped(fc.oneof(fc.constant(null), anyNumberish())), memo: stamped(fc.oneof(fc.string(), fc.integer())) },
      { requiredKeys: [] },
    );
    const body = fc.oneof(
      fc.record({ changes: fc.array(change, { maxLength: 8 }) }).map((value) => JSON.stringify(value)),
      fc.jsonValue().map((value) => JSON.stringify(value)),
      fc.string(),
    );
    const type = fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', 'multipart/form-data; boundary=x');
    await fc.assert(
      fc.asyncProperty(body, type, asMember, async (text, contentType, member) => {
        const request = new Request(`${appOrigin}/api/offline/sync`, { method: 'POST', body: text, headers: { 'content-type': contentType } });
        await expectNoServerError(await call(POST, request, member), `offline sync ${text.slice(0, 200)}`);
      }),
      runs,
    );
  }, 60_000);

  it('the Stripe webhook', async () => {
    const { POST } = await import('@/app/api/stripe/webhook/route');
    const Stripe = (await import('stripe')).default;
    const stripe = new Stripe('sk_test_route_tests');
    // Signed bodies too: a body the secret signed must still never make the handler throw.
    const event = fc.record({ id: fc.string(), object: fc.constant('event'), type: fc.oneof(fc.constantFrom('charge.refunded', 'ping'), fc.string()), data: fc.jsonValue() });
    const payload = fc.oneof(event.map((value) => JSON.stringify(value)), fc.jsonValue().map((value) => JSON.stringify(value) ?? ''), fc.string({ unit: 'binary' }));
    await fc.assert(
      fc.asyncProperty(payload, fc.oneof(fc.constant('sign'), fc.string()), async (text, signature) => {
        const header = signature === 'sign' ? stripe.webhooks.generateTestHeaderString({ payload: text, secret: stripeWebhookSecret }) : signature;
        const request = new Request(`${appOrigin}/api/stripe/webhook`, { method: 'POST', body: text, headers: { 'stripe-signature': header, 'content-type': 'application/json' } });
        await expectNoServerError(await call(POST, request, false), `webhook ${signature === 'sign' ? 'signed' : 'unsigned'} ${text.slice(0, 200)}`);
      }),
      runs,
    );
  }, 60_000);
});

/** Route handlers this file leaves to other tests, and which. */
const testedElsewhere: Record<string, string> = {
  'app/api/auth/[...nextauth]/route.ts': "Auth.js's own handler: the sign-in, sign-up and session tests in tests/integration/auth and the cluster test",
  'app/api/ready/route.ts': 'answers 503 by design when a check fails: tests/integration/http/readiness.test.ts',
  // A stream that succeeds never ends, which this file's readers wait for.
  'app/api/groups/[groupId]/events/route.ts': 'a live stream: tests/integration/groups/group-live-stream.test.ts (ids, resume points, guards)',
  'app/api/catalogue-changes/events/route.ts': 'a live stream: tests/integration/catalogue-changes/import-stream.test.ts',
};

it('feeds every route handler, or names the test that covers it', () => {
  const ownText = readFileSync(fileURLToPath(import.meta.url), 'utf8');
  const handlers = sourceFilesIn(['app']).filter((file) => file.endsWith('/route.ts'));
  expect(handlers.length).toBeGreaterThan(20);
  const untested = handlers.filter(
    // The /api/v2 contract is fed requests generated from its OpenAPI document (tests/integration/http/openapi-contract.test.ts).
    (file) => !file.startsWith('app/api/v2/') && !(file in testedElsewhere) && !ownText.includes(`'@/${file.replace(/\.ts$/, '')}'`),
  );
  expect(untested).toEqual([]);
});
