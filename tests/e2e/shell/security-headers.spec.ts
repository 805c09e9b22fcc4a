import type { APIResponse, Page, Response } from '@playwright/test';
import { demo, signInThroughApi } from '../support/accounts';
import { expect, test } from '../support/fixtures';

// Every kind of page, seen by the user it is meant for, must work under the Content-Security-Policy:
// one blocked script, style, image, worker or request fails the test, as does a missing header.

type Viewer = 'visitor' | 'member' | 'platinum';

interface PageKind {
  name: string;
  viewer: Viewer;
  /** Opens the page (following links where its address is not known in advance); returns the response. */
  open: (page: Page) => Promise<Response | null>;
  status: number;
  /** What shows that the page did its work (hydrated, drew the map, …). */
  ready: (page: Page) => Promise<void>;
}

const heading = (name: string) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
};

const goto = (path: string) => (page: Page) => page.goto(path);

/** Opens the first result of a list page and then the detail page it links to. */
const firstResultOf = (listPath: string) => async (page: Page) => {
  await page.goto(listPath);
  const link = page.getByRole('list', { name: 'Results' }).getByRole('heading', { level: 3 }).getByRole('link').first();
  const href = await link.getAttribute('href');
  if (!href) throw new Error(`${listPath} lists no result`);
  return page.goto(href);
};

const pageKinds: PageKind[] = [
  { name: 'top', viewer: 'visitor', open: goto('/'), status: 200, ready: heading('Find every circle at the convention, in your language') },
  { name: 'circle list', viewer: 'platinum', open: goto('/circle/list'), status: 200, ready: heading('Circle list') },
  {
    name: 'circle detail',
    viewer: 'platinum',
    open: firstResultOf('/circle/list'),
    status: 200,
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 2, name: 'Works' })).toBeVisible();
    },
  },
  { name: 'booth list', viewer: 'platinum', open: goto('/booth'), status: 200, ready: heading('Corporate booths') },
  {
    name: 'booth detail',
    viewer: 'platinum',
    open: firstResultOf('/booth'),
    status: 200,
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
  },
  { name: 'favourites', viewer: 'platinum', open: goto('/user/favorites'), status: 200, ready: heading('Favourites') },
  {
    name: 'map',
    viewer: 'platinum',
    // The day in the address makes the page's inline script ask for it before the map's code loads.
    open: goto('/map#/day=Day1/hall=E1'),
    status: 200,
    ready: async (page) => {
      const canvas = page.getByRole('region', { name: 'Venue map' }).locator('.venue-map-canvas');
      await expect(canvas).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
      await expect(canvas).toHaveAttribute('data-view', '1:E1:');
      expect(await page.evaluate(() => '__mapDayPrefetch' in window), 'the inline prefetch script ran').toBe(true);
    },
  },
  {
    name: 'print',
    viewer: 'platinum',
    open: goto('/print'),
    status: 200,
    // The preview frames a page of this site, which the policy's frame-ancestors must allow.
    ready: async (page) => {
      await heading('Print')(page);
      await expect(page.frameLocator('iframe[title="Preview"]').getByRole('heading', { level: 1 })).toBeVisible();
    },
  },
  { name: 'print type', viewer: 'platinum', open: goto('/print-type-3'), status: 200, ready: heading('Cuts of your favourites') },
  { name: 'pay', viewer: 'member', open: goto('/pay'), status: 200, ready: heading('Get the Platinum plan') },
  { name: 'account settings', viewer: 'platinum', open: goto('/account/settings'), status: 200, ready: heading('Account settings') },
  { name: 'sign-in', viewer: 'visitor', open: goto('/auth/login'), status: 200, ready: heading('Sign in') },
  { name: 'sign-up', viewer: 'visitor', open: goto('/auth/sign-up'), status: 200, ready: heading('Create an account') },
  { name: 'restriction', viewer: 'visitor', open: goto('/restriction'), status: 200, ready: heading('You cannot use this website.') },
  { name: 'help', viewer: 'visitor', open: goto('/docs/help'), status: 200, ready: heading('Help') },
  { name: 'not found', viewer: 'visitor', open: goto('/no/such/page'), status: 404, ready: heading('Page not found: /no/such/page') },
  { name: 'error', viewer: 'visitor', open: goto('/diagnostics/error'), status: 500, ready: heading('An error occurred') },
];

const sharedHeaders = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'x-frame-options': 'SAMEORIGIN',
} as const;

function expectSharedHeaders(headers: Record<string, string>, what: string): void {
  for (const [name, value] of Object.entries(sharedHeaders)) expect(headers[name], `${name} on ${what}`).toBe(value);
  expect(headers['permissions-policy'], `permissions-policy on ${what}`).toMatch(/camera=\(\).*microphone=\(\)/);
}

/** The directives of a policy by name, each with its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

function expectPagePolicy(headers: Record<string, string>, what: string): string {
  const policy = headers['content-security-policy'] ?? '';
  const parsed = directives(policy);
  const scripts = parsed.get('script-src') ?? [];
  const nonce = scripts.find((source) => source.startsWith("'nonce-"));
  expect(nonce, `a nonce in the policy of ${what}: ${policy}`).toMatch(/^'nonce-[A-Za-z0-9+/]{22,}={0,2}'$/);
  expect(scripts, `script-src of ${what}`).toContain("'strict-dynamic'");
  expect(scripts, `script-src of ${what}`).not.toContain("'unsafe-inline'");
  expect(scripts, `script-src of ${what}`).not.toContain("'unsafe-eval'");
  expect(parsed.get('object-src'), `object-src of ${what}`).toEqual(["'none'"]);
  expect(parsed.get('base-uri'), `base-uri of ${what}`).toEqual(["'self'"]);
  expect(parsed.get('frame-ancestors'), `frame-ancestors of ${what}`).toEqual(["'self'"]);
  expect(parsed.get('form-action')?.[0], `form-action of ${what}`).toBe("'self'");
  expectSharedHeaders(headers, what);
  return nonce ?? '';
}

/** Records every policy violation the page's documents report, and the console's CSP errors. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportPolicyViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (text: string) => void }).reportPolicyViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} in ${event.sourceFile}:${event.lineNumber} on ${location.pathname}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content[ -]Security[ -]Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return violations;
}

async function signIn(viewer: Viewer, page: Page): Promise<void> {
  if (viewer === 'platinum') await signInThroughApi(page.context().request, demo.platinum);
  if (viewer === 'member') await signInThroughApi(page.context().request, demo.member);
}

test.describe('every kind of page works under the security policy', () => {
  for (const kind of pageKinds) {
    test(`${kind.name} (${kind.viewer})`, async ({ page }) => {
      const violations = await watchViolations(page);
      await signIn(kind.viewer, page);
      const response = await kind.open(page);
      expect(response?.status()).toBe(kind.status);
      const headers = response?.headers() ?? {};
      const nonce = expectPagePolicy(headers, kind.name);
      await kind.ready(page);
      // Lazy chunks, the service worker's registration and React's own style tags come after the first paint.
      await page.waitForLoadState('networkidle');
      // Next puts the response's nonce on each of its own scripts, and the page's inline scripts carry it too
      // (scripts those add later need none: 'strict-dynamic' trusts them).
      const scriptTags = ((await response?.text()) ?? '').match(/<script\b[^>]*>/g) ?? [];
      expect(scriptTags.length, 'the page has scripts').toBeGreaterThan(0);
      for (const tag of scriptTags) expect(tag, 'a script of the page carries the nonce of the response').toContain(`nonce="${nonce.slice(7, -1)}"`);
      expect(violations).toEqual([]);
    });
  }

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
