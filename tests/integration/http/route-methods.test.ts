import { autoImplementMethods } from 'next/dist/server/route-modules/app-route/helpers/auto-implement-methods';
import type { AppRouteHandlers } from 'next/dist/server/route-modules/app-route/module';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { routeMethods, type RouteMethod } from '@/lib/http/route-methods';
import { appOrigin } from '@/tests/support/auth-test-context';
import { startRouteTestContext, type RouteTestContext } from '@/tests/support/route-test-context';

vi.mock('next/headers', () => import('@/tests/support/request-scope'));

// Finding 10: a method a route does not serve answers 405 with an Allow header naming the methods it does
// serve, on every route handler of the app. Next's own method table is applied to each module, so the
// test sees what the framework would answer. Every route.ts is found on disk: a new route is covered too.

const modules = import.meta.glob<AppRouteHandlers>('/app/**/route.ts');
const routeFiles = Object.keys(modules).sort();

let context: RouteTestContext;

beforeAll(async () => {
  context = await startRouteTestContext();
});

afterAll(async () => {
  await context?.stop();
});

it('finds the route handlers of the app', () => {
  expect(routeFiles).toContain('/app/api/v2/Cookie2Token/route.ts');
  expect(routeFiles).toContain('/app/cuts/[wcid]/route.ts');
  expect(routeFiles.length).toBeGreaterThanOrEqual(21);
});

describe.each(routeFiles)('%s', (file) => {
  it('answers every method it does not serve with 405 and the Allow header of OPTIONS', async () => {
    const load = modules[file];
    if (!load) throw new Error(`no module for ${file}`);
    const userland = await load();
    const methods = autoImplementMethods(userland);
    const url = `${appOrigin}${file.replace(/^\/app/, '').replace(/\/route\.ts$/, '')}`;

    // Next hands the handlers a NextRequest and the route's params; these answers read neither.
    const call = async (method: RouteMethod) => (await methods[method](new Request(url, { method }) as never, { params: Promise.resolve({}) })) as Response;
    const options = await call('OPTIONS');
    expect(options.status).toBe(204);
    const allow = options.headers.get('allow') ?? '';
    const allowed = allow.split(', ');
    for (const method of allowed.filter((name) => name !== 'OPTIONS' && name !== 'HEAD')) {
      expect(typeof userland[method as keyof AppRouteHandlers], `${method} is allowed, so the module serves it`).toBe('function');
    }

    for (const method of routeMethods.filter((name) => !allowed.includes(name))) {
      const response = await call(method);
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow'), method).toBe(allow);
      expect(await response.json()).toEqual({ error: { code: 'methodNotAllowed', messageKey: 'Errors.http.methodNotAllowed' } });
    }
  });
});
