import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { appOrigin } from '@/tests/support/auth-test-context';
import { withRequestHeaders } from '@/tests/support/request-scope';
import { startRouteTestContext, type RouteTestContext } from '@/tests/support/route-test-context';
import { streamedRequest } from '@/tests/support/streamed-request';

vi.mock('next/headers', () => import('@/tests/support/request-scope'));

// Finding 5: every handler that reads a body caps it before parsing, answering 413 in the JSON error shape,
// both when the declared length is over the limit and when the stream itself runs over.

let context: RouteTestContext;

beforeAll(async () => {
  context = await startRouteTestContext();
});

afterAll(async () => {
  await context?.stop();
});

type Handler = (request: Request) => Promise<Response>;

interface BodyRoute {
  name: string;
  path: string;
  handler: () => Promise<Handler>;
  headers: () => Promise<HeadersInit>;
  make?: (url: string, init: RequestInit) => Request;
}

const form = { 'content-type': 'application/x-www-form-urlencoded' };
const json = { 'content-type': 'application/json' };
const bearerJson = async () => ({ ...json, authorization: `Bearer ${await context.memberAccessToken()}` });

const routes: BodyRoute[] = [
  { name: 'Cookie2Token', path: '/api/v2/Cookie2Token', handler: async () => (await import('@/app/api/v2/Cookie2Token/route')).POST, headers: async () => form },
  {
    name: 'EntraId2Token',
    path: '/api/v2/EntraId2Token',
    handler: async () => (await import('@/app/api/v2/EntraId2Token/route')).POST,
    headers: async () => ({ ...form, 'id-token': 'a.b.c' }),
  },
  { name: 'UpdateNickname', path: '/api/v2/UpdateNickname', handler: async () => (await import('@/app/api/v2/UpdateNickname/route')).POST, headers: bearerJson },
  { name: 'UpdateBirthDate', path: '/api/v2/UpdateBirthDate', handler: async () => (await import('@/app/api/v2/UpdateBirthDate/route')).POST, headers: bearerJson },
  { name: 'UpdateDisplayR18', path: '/api/v2/UpdateDisplayR18', handler: async () => (await import('@/app/api/v2/UpdateDisplayR18/route')).POST, headers: bearerJson },
  {
    name: 'the Stripe webhook',
    path: '/api/stripe/webhook',
    handler: async () => (await import('@/app/api/stripe/webhook/route')).POST,
    headers: async () => ({ ...json, 'stripe-signature': 't=1,v1=00' }),
  },
  { name: 'offline sync', path: '/api/offline/sync', handler: async () => (await import('@/app/api/offline/sync/route')).POST, headers: async () => json },
  {
    name: 'Auth.js (sign-in and sign-out posts)',
    path: '/api/auth/callback/credentials',
    handler: async () => {
      const { POST } = await import('@/app/api/auth/[...nextauth]/route');
      return (request: Request) => POST(request as NextRequest);
    },
    headers: async () => form,
    // Next hands Auth.js's handler a NextRequest.
    make: (url, init) => new NextRequest(url, init as ConstructorParameters<typeof NextRequest>[1]),
  },
  { name: 'checklist preview', path: '/api/checklist/preview', handler: async () => (await import('@/app/api/checklist/preview/route')).POST, headers: async () => ({}) },
  { name: 'checklist import', path: '/api/checklist/import', handler: async () => (await import('@/app/api/checklist/import/route')).POST, headers: async () => ({}) },
];

// Over every limit of the product (the largest, offline sync's, is under 8 MiB).
const oversized = 10 * 1024 * 1024;

async function send(route: BodyRoute, request: Request): Promise<Response> {
  const handler = await route.handler();
  return withRequestHeaders(await context.memberHeaders(), () => handler(request));
}

async function expectTooLarge(response: Response) {
  expect(response.status).toBe(413);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(await response.json()).toEqual({ error: { code: 'payloadTooLarge', messageKey: expect.stringMatching(/^Errors\./) } });
}

describe.each(routes)('the body of $name', (route) => {
  it('is refused from its declared length before a byte is read', async () => {
    const headers = new Headers(await route.headers());
    headers.set('content-length', String(oversized));
    const { request, pulled } = streamedRequest(`${appOrigin}${route.path}`, { totalBytes: oversized, headers, make: route.make });
    await expectTooLarge(await send(route, request));
    expect(pulled()).toBe(0);
  });

  it('is refused while streaming when no length is declared, without reading the rest', async () => {
    const { request, pulled } = streamedRequest(`${appOrigin}${route.path}`, { totalBytes: oversized, headers: await route.headers(), make: route.make });
    await expectTooLarge(await send(route, request));
    expect(pulled()).toBeLessThan(oversized);
  });
});
