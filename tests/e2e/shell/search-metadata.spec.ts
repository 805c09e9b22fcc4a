import { expect, test, type Page } from '@playwright/test';
import { demo, signInThroughApi } from '../support/accounts';
import { acceptedConsent, setCookies } from './helpers';

// What search engines and link previews read: decision 021. The server's APP_ORIGIN is the test's base URL.
const publicPages = ['/', '/docs/help', '/comicos', '/docs/terms', '/docs/privacy', '/docs/commercial-transactions', '/docs/trademarks', '/docs/inquiry'];

const attribute = (page: Page, selector: string, name: string) => page.locator(selector).first().getAttribute(name);

// Next writes the top page's URL without its slash (`http://host` and `http://host?hl=ja`): compare as URLs.
async function expectUrl(page: Page, selector: string, name: string, expected: string): Promise<void> {
  const value = await attribute(page, selector, name);
  expect(value, selector).not.toBeNull();
  expect(new URL(value ?? '').href, selector).toBe(new URL(expected).href);
}

test.beforeEach(async ({ context, baseURL }) => {
  await setCookies(context, baseURL, acceptedConsent('en'));
});

for (const path of publicPages) {
  test(`${path} has a canonical URL, hreflang alternates, a preview card and may be indexed`, async ({ page, baseURL }) => {
    await page.goto(path);
    const origin = new URL(baseURL ?? '').origin;
    await expectUrl(page, 'link[rel="canonical"]', 'href', `${origin}${path}`);
    for (const language of ['en', 'ja', 'zh']) {
      await expectUrl(page, `link[rel="alternate"][hreflang="${language}"]`, 'href', `${origin}${path}?hl=${language}`);
    }
    await expectUrl(page, 'link[rel="alternate"][hreflang="x-default"]', 'href', `${origin}${path}`);
    await expectUrl(page, 'meta[property="og:url"]', 'content', `${origin}${path}`);
    expect(await attribute(page, 'meta[property="og:title"]', 'content')).toBeTruthy();
    expect(await attribute(page, 'meta[property="og:image"]', 'content')).toBe(`${origin}/images/og-image.png`);
    expect(await attribute(page, 'meta[name="twitter:card"]', 'content')).toBe('summary_large_image');
    expect(await attribute(page, 'meta[name="twitter:image"]', 'content')).toBe(`${origin}/images/og-image.png`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
  });
}

test('?hl= shows the page in that language, is its canonical URL and is remembered', async ({ page, context, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  await page.goto('/docs/help?hl=ja');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('heading', { level: 1, name: 'ヘルプ' })).toBeVisible();
  expect(await attribute(page, 'link[rel="canonical"]', 'href')).toBe(`${origin}/docs/help?hl=ja`);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'ja_JP');
  expect((await context.cookies()).find(({ name }) => name === 'locale')?.value).toBe('ja');

  await page.goto('/docs/terms');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  // An unknown language changes nothing and leads nowhere else.
  const response = await page.goto('/docs/terms?hl=https%3A%2F%2Fevil.example%2F');
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).origin).toBe(origin);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
});

// The catalogue needs the plan, the rest is personal: none of it asks to be indexed or names alternates.
const privatePages: [path: string, viewer: 'visitor' | 'platinum'][] = [
  ['/pay', 'visitor'],
  ['/auth/login', 'visitor'],
  ['/circle/list', 'platinum'],
  ['/booth', 'platinum'],
  ['/user/favorites', 'platinum'],
  ['/account/settings', 'platinum'],
];

for (const [path, viewer] of privatePages) {
  test(`${path} is noindex`, async ({ page, context }) => {
    if (viewer === 'platinum') await signInThroughApi(context.request, demo.platinum);
    await page.goto(path);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
  });
}

test('robots.txt, sitemap.xml and favicon.ico are served', async ({ request, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const robotsText = await robots.text();
  expect(robotsText).toContain('Disallow: /api/');
  expect(robotsText).toContain(`Sitemap: ${origin}/sitemap.xml`);

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const sitemapXml = await sitemap.text();
  expect(sitemapXml).toContain(`<loc>${origin}/docs/help</loc>`);
  expect(sitemapXml).toContain(`hreflang="ja" href="${origin}/docs/help?hl=ja"`);
  expect(sitemapXml).not.toContain('/circle/list');

  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toBe('image/x-icon');
  expect((await favicon.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));

  const preview = await request.get('/images/og-image.png');
  expect(preview.status()).toBe(200);
  expect(preview.headers()['content-type']).toBe('image/png');
});
