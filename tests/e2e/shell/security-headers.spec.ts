import type { APIResponse } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectPagePolicy, expectSharedHeaders } from '../support/security-policy';

// The security headers of responses as such: a nonce per response, the responses that are not pages,
// redirects, HTTPS and methods a route does not serve. Every kind of page is checked under its policy,
// in the browser, by the page tour (tests/e2e/page-tour).

test.describe('the page policy', () => {
  test('each response has a nonce of its own', async ({ request }) => {
    const nonces = await Promise.all([1, 2, 3].map(async () => expectPagePolicy((await request.get('/')).headers(), 'the top page')));
    expect(new Set(nonces).size).toBe(3);
  });
});

test.describe('headers of responses the proxy does not render', () => {
  const expectWithoutPagePolicy = (response: APIResponse, what: string) => {
    expectSharedHeaders(response.headers(), what);
    expect(response.headers()['content-security-policy'] ?? '', `no nonce on ${what}`).not.toContain('nonce-');
  };

  test('route handlers, the service worker, the manifest and the build’s files carry the shared headers', async ({ request }) => {
    for (const path of ['/api/v2/openapi.json', '/sw.js', '/manifest.webmanifest', '/api/map/maplibre-worker.mjs', '/cuts/1']) {
      expectWithoutPagePolicy(await request.get(path), path);
    }
    const html = await (await request.get('/')).text();
    const script = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script, 'the top page loads a script of the build').toBeDefined();
    expectWithoutPagePolicy(await request.get(script ?? ''), script ?? '');
  });

  test('a guarded page’s redirect to the login carries the page policy and the shared headers', async ({ request }) => {
    const response = await request.get('/user/favorites', { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toMatch(/\/auth\/login\?callbackUrl=/);
    expectPagePolicy(response.headers(), 'the login redirect');
  });

  test('Strict-Transport-Security only for requests that came over HTTPS', async ({ request }) => {
    for (const path of ['/', '/api/v2/openapi.json']) {
      expect((await request.get(path)).headers()['strict-transport-security'], `${path} over HTTP`).toBeUndefined();
      const overHttps = await request.get(path, { headers: { 'x-forwarded-proto': 'https' } });
      expect(overHttps.headers()['strict-transport-security'], `${path} over HTTPS`).toMatch(/^max-age=\d{8}/);
    }
  });
});

test.describe('methods a route does not serve', () => {
  for (const path of ['/', '/circle/list', '/docs/help', '/no/such/page']) {
    for (const method of ['TRACE', 'PUT', 'DELETE', 'PATCH']) {
      test(`${method} ${path} answers 405 with Allow`, async ({ request }) => {
        const response = await request.fetch(path, { method, maxRedirects: 0 });
        expect(response.status()).toBe(405);
        expect(response.headers().allow).toBe('GET, HEAD, POST');
        expectSharedHeaders(response.headers(), `${method} ${path}`);
      });
    }
  }

  test('TRACE to a route handler answers 405 with Allow, not a 500', async ({ request }) => {
    for (const path of ['/api/v2/UserInfo', '/api/v2/openapi.json', '/sw.js', '/cuts/1']) {
      const response = await request.fetch(path, { method: 'TRACE', maxRedirects: 0 });
      expect(response.status(), `TRACE ${path}`).toBe(405);
      expect(response.headers().allow ?? '', `Allow of ${path}`).toMatch(/^[A-Z]+(, [A-Z]+)*$/);
      expect(response.headers().allow, `Allow of ${path}`).not.toContain('TRACE');
    }
  });
});
