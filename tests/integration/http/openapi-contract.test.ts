import fc from 'fast-check';
import { autoImplementMethods } from 'next/dist/server/route-modules/app-route/helpers/auto-implement-methods';
import type { AppRouteHandlers } from 'next/dist/server/route-modules/app-route/module';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { isAdult } from '@/lib/auth/permissions';
import { routeMethods, type RouteMethod } from '@/lib/http/route-methods';
import { calendarDateFromDb } from '@/lib/time/calendar-date';
import { todayInJapan } from '@/lib/time/japan-time';
import { appOrigin } from '@/tests/support/auth-test-context';
import { valueOf, type JsonSchema } from '@/tests/support/json-schema-arbitrary';
import { startRouteTestContext, type RouteTestContext } from '@/tests/support/route-test-context';
import { identityProviderClient } from '@/tests/support/test-identities';

vi.mock('next/headers', () => import('@/tests/support/request-scope'));

// Finding 10: requests generated from /api/v2/openapi.json itself (valid and invalid bodies, documented and
// wrong media types, missing, forged and valid credentials, other methods, odd query strings) are sent to
// the real route handlers on a real database. Any 500, any status the operation does not list and any
// body its schema does not describe fails, so the document and the server cannot drift apart.

type Operation = {
  path: string;
  method: RouteMethod;
  operationId: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }>; headers?: Record<string, unknown> }>;
};

type OpenApiDocument = {
  servers: { url: string }[];
  paths: Record<string, Record<string, Omit<Operation, 'path' | 'method'>>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, JsonSchema> };
};

const routeModules = import.meta.glob<AppRouteHandlers>('/app/api/v2/*/route.ts');

let context: RouteTestContext;
let document: OpenApiDocument;
const valid = { bearer: '', cookie: '', idToken: '', strangerIdToken: '' };

beforeAll(async () => {
  context = await startRouteTestContext();
  const { providerIds } = await import('@/lib/auth/provider-ids');
  await context.database.db.account.create({
    data: { userId: context.memberId, type: 'oidc', provider: providerIds.identityProvider, providerAccountId: 'idp-member' },
  });
  valid.bearer = await context.memberAccessToken();
  valid.cookie = await context.memberSessionCookie();
  // Long-lived enough for the whole run.
  valid.idToken = await context.identityProvider.signIdToken({ sub: 'idp-member', aud: identityProviderClient.clientId }, 600);
  valid.strangerIdToken = await context.identityProvider.signIdToken({ sub: 'idp-nobody', aud: identityProviderClient.clientId }, 600);
  const { GET } = await import('@/app/api/v2/openapi.json/route');
  document = (await GET().json()) as OpenApiDocument;
});

afterAll(async () => {
  await context?.stop();
});

function operations(): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ ...operation, path, method: method.toUpperCase() as RouteMethod })),
  );
}

/** The schema with every `$ref` replaced by what it points at, for zod to read. */
function inline(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(inline);
  if (typeof schema !== 'object' || schema === null) return schema;
  const ref = (schema as { $ref?: unknown }).$ref;
  if (typeof ref === 'string') return inline(document.components.schemas[ref.replace('#/components/schemas/', '')]);
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, inline(value)]));
}

async function methodsOf(path: string) {
  const load = routeModules[`/app/api/v2${path}/route.ts`];
  if (!load) throw new Error(`no route module for ${path}`);
  return autoImplementMethods(await load());
}

async function send(path: string, request: Request): Promise<Response> {
  const methods = await methodsOf(path);
  return (await methods[request.method as RouteMethod](request as never, { params: Promise.resolve({}) })) as Response;
}

describe('the OpenAPI document', () => {
  it('names every operation and a server relative to wherever it is served', () => {
    expect(document.servers).toEqual([{ url: '/api/v2' }]);
    const ids = operations().map((operation) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('states the rules the server enforces', () => {
    const body = (path: string) => inline(document.paths[path]?.post?.requestBody?.content['application/json']?.schema) as { properties: Record<string, JsonSchema> };
    expect(new RegExp(String(body('/Cookie2Token').properties.scope?.pattern), 'u').test('profile openid')).toBe(true);
    const nickname = new RegExp(String(body('/UpdateNickname').properties.nickname?.pattern), 'u');
    expect(['Mika', '  Mika ', 'ミカ'].every((value) => nickname.test(value))).toBe(true);
    expect(['', '   ', 'Mi\u0007ka', 'Mi\u200eka'].some((value) => nickname.test(value))).toBe(false);
    expect(body('/UpdateBirthDate').properties.birthDate).toMatchObject({ format: 'date', formatMinimum: '1900-01-01', formatMaximum: todayInJapan() });
    expect(Object.keys(document.paths['/UserInfo'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(document.paths['/EntraId2Token']?.post?.responses).toHaveProperty('404');
    expect(document.paths['/UpdateBirthDate']?.post?.responses).toHaveProperty('409');
    expect(document.paths['/UpdateBirthDate']?.post?.responses).toHaveProperty('403');
  });

  it('lists for each path exactly the methods its route module serves', async () => {
    for (const [path, item] of Object.entries(document.paths)) {
      const options = (await send(path, new Request(`${appOrigin}/api/v2${path}`, { method: 'OPTIONS' }))).headers.get('allow');
      const documented = Object.keys(item).map((method) => method.toUpperCase());
      expect(options?.split(', ').filter((method) => method !== 'HEAD' && method !== 'OPTIONS').sort(), path).toEqual(documented.sort());
    }
  });
});

type Generated = { request: Request; expectSuccess: boolean; served: boolean };

function credentials(operation: Operation): fc.Arbitrary<{ headers: Record<string, string>; valid: boolean }> {
  const forgedJwt = fc.tuple(fc.base64String(), fc.base64String(), fc.base64String()).map((parts) => parts.join('.'));
  if (operation.operationId === 'cookie2Token') {
    return fc.oneof(
      fc.constant({ headers: { cookie: valid.cookie }, valid: true }),
      fc.constant({ headers: {}, valid: false }),
      fc.string().map((value) => ({ headers: { cookie: `authjs.session-token=${encodeURIComponent(value)}` }, valid: false })),
    );
  }
  if (operation.operationId === 'entraId2Token') {
    return fc.oneof(
      fc.constant({ headers: { 'id-token': valid.idToken }, valid: true }),
      fc.constant({ headers: { 'id-token': valid.strangerIdToken }, valid: false }),
      fc.constant({ headers: {}, valid: false }),
      forgedJwt.map((token) => ({ headers: { 'id-token': token }, valid: false })),
    );
  }
  return fc.oneof(
    fc.constant({ headers: { authorization: `Bearer ${valid.bearer}` }, valid: true }),
    fc.constant({ headers: {}, valid: false }),
    forgedJwt.map((token) => ({ headers: { authorization: `Bearer ${token}` }, valid: false })),
    fc.string().map((value) => ({ headers: { authorization: `Basic ${encodeURIComponent(value)}` }, valid: false })),
  );
}

const randomCase = (value: string) => fc.array(fc.boolean(), { minLength: value.length, maxLength: value.length }).map((upper) => [...value].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join(''));

function mediaType(documented: string[]): fc.Arbitrary<{ value: string | null; documented: string | undefined }> {
  const good = fc
    .tuple(fc.constantFrom(...documented), fc.constantFrom('', '; charset=utf-8', ' ; Charset="UTF-8"'))
    .chain(([type, parameters]) => randomCase(type).map((cased) => ({ value: `${cased}${parameters}`, documented: type })));
  const wrong = fc
    .oneof(fc.constantFrom('multipart/form-data; boundary=x', 'text/plain', 'application/json-seq', 'application/x-www-form-urlencoded; charset=latin1', ''), fc.string())
    .filter((value) => !documented.some((type) => value.toLowerCase().trim() === type))
    .map((value) => ({ value, documented: undefined }));
  return fc.oneof({ weight: 3, arbitrary: good }, { weight: 1, arbitrary: wrong }, { weight: 1, arbitrary: fc.constant({ value: null, documented: undefined }) });
}

function encode(value: unknown, type: string | undefined): string {
  if (typeof value === 'string') return value;
  if (type === 'application/x-www-form-urlencoded' && typeof value === 'object' && value !== null) {
    return new URLSearchParams(Object.entries(value).map(([key, field]) => [key, typeof field === 'string' ? field : JSON.stringify(field) ?? ''])).toString();
  }
  return JSON.stringify(value) ?? '';
}

function body(operation: Operation): fc.Arbitrary<{ text: string | undefined; mediaType: string | null; valid: boolean }> {
  const content = operation.requestBody?.content;
  if (!content) return fc.option(fc.string(), { nil: undefined }).map((text) => ({ text, mediaType: null, valid: true }));
  const documented = Object.keys(content);
  return mediaType(documented).chain((type) => {
    const schema = (type.documented && content[type.documented]?.schema) ?? content[documented[0] ?? '']?.schema ?? {};
    const validValue = valueOf(inline(schema) as JsonSchema);
    return fc
      .oneof(
        { weight: 3, arbitrary: validValue.map((value) => ({ value, valid: true })) },
        { weight: 1, arbitrary: fc.jsonValue().map((value) => ({ value, valid: false })) },
        { weight: 1, arbitrary: fc.string({ unit: 'binary' }).map((value) => ({ value, valid: false })) },
        {
          weight: 1,
          arbitrary: fc.tuple(validValue, fc.string(), fc.jsonValue()).map(([value, key, field]) => ({ value: { ...(value as object), [key]: field }, valid: false })),
        },
      )
      .map(({ value, valid: bodyValid }) => ({ text: encode(value, type.documented), mediaType: type.value, valid: bodyValid && type.documented !== undefined }));
  });
}

function generated(operation: Operation, servedMethods: RouteMethod[]): fc.Arbitrary<Generated> {
  const otherMethod = fc.constantFrom(...routeMethods.filter((method) => !servedMethods.includes(method) && method !== 'OPTIONS' && method !== 'HEAD'));
  const method = fc.oneof({ weight: 6, arbitrary: fc.constant(operation.method) }, { weight: 1, arbitrary: otherMethod });
  const query = fc.option(fc.string({ unit: 'binary' }), { nil: undefined });
  return fc.tuple(method, credentials(operation), body(operation), query).map(([chosen, credential, payload, search]) => {
    const url = new URL(`${appOrigin}/api/v2${operation.path}`);
    if (search !== undefined) url.search = search;
    const headers = new Headers(credential.headers);
    if (payload.mediaType !== null) headers.set('content-type', payload.mediaType);
    const hasBody = chosen !== 'GET' && chosen !== 'HEAD' && payload.text !== undefined;
    const request = new Request(url, { method: chosen, headers, ...(hasBody && { body: payload.text }) });
    // Shown by fast-check for a failing case.
    const shown = () => JSON.stringify({ method: chosen, url: url.href, headers: Object.fromEntries(headers), body: hasBody ? payload.text : undefined });
    return { [fc.toStringMethod]: shown, request, served: chosen === operation.method, expectSuccess: chosen === operation.method && credential.valid && payload.valid };
  });
}

async function expectDescribed(operation: Operation, sent: Generated, response: Response, servedMethods: RouteMethod[]) {
  const label = `${sent.request.method} ${operation.path} answered ${response.status}`;
  expect(response.status, label).not.toBe(500);
  if (!sent.served) {
    expect(response.status, label).toBe(405);
    expect(response.headers.get('allow')?.split(', '), label).toEqual(expect.arrayContaining(servedMethods));
    return;
  }
  const described = operation.responses[String(response.status)];
  expect(described, `${label}, which the document does not list`).toBeDefined();
  const schema = described?.content?.['application/json']?.schema;
  expect(schema, label).toBeDefined();
  expect(response.headers.get('content-type'), label).toMatch(/^application\/json/);
  const parsed = z.fromJSONSchema(inline(schema) as never).safeParse(await response.json());
  expect(parsed.error?.issues, `${label} with a body the document does not describe`).toBeUndefined();
  if (response.status === 401) expect(response.headers.get('www-authenticate'), label).toBe('Bearer');
  if (sent.expectSuccess) expect(response.status === 200 || (await refusedForTheMemberAsTheyAre(operation, response.status)), label).toBe(true);
}

/**
 * A valid request that the member's state refuses, as the document says: a birthdate already changed
 * (409), and the adult-content switch of a member whom an earlier generated birthdate made under 18 (400).
 */
async function refusedForTheMemberAsTheyAre(operation: Operation, status: number): Promise<boolean> {
  if (operation.operationId === 'updateBirthDate') return status === 409;
  if (operation.operationId !== 'updateDisplayR18' || status !== 400) return false;
  const member = await context.database.db.user.findUniqueOrThrow({ where: { id: context.memberId }, select: { birthdate: true } });
  return !isAdult({ roles: [], birthdate: calendarDateFromDb(member.birthdate), showAdult: false }, todayInJapan());
}

describe('requests generated from the document', () => {
  it('reach every operation', () => {
    expect(operations().map((operation) => operation.operationId).sort()).toEqual(
      ['cookie2Token', 'entraId2Token', 'getUserInfo', 'postUserInfo', 'updateBirthDate', 'updateDisplayR18', 'updateNickname', 'listUserSnsLogins'].sort(),
    );
  });

  it('get only answers the document describes', async () => {
    for (const operation of operations()) {
      const servedMethods = Object.keys(document.paths[operation.path] ?? {}).map((method) => method.toUpperCase() as RouteMethod);
      await fc.assert(
        fc.asyncProperty(generated(operation, servedMethods), async (sent) => {
          await expectDescribed(operation, sent, await send(operation.path, sent.request), servedMethods);
        }),
        { numRuns: 40 },
      );
    }
  }, 120_000);
});
