import { expect, test, type Page } from '@playwright/test';
import { acceptedConsent, setCookies } from './helpers';

// What search engines and link previews read: decision 021. The server's APP_ORIGIN is the test's base URL.
// Each page's canonical URL, alternates, preview card and indexing are checked by the page tour
// (tests/e2e/page-tour); here, the language parameter and the files search engines ask for.

const attribute = (page: Page, selector: string, name: string) => page.locator(selector).first().getAttribute(name);

test.beforeEach(async ({ context, baseURL }) => {
  await setCookies(context, baseURL, acceptedConsent('en'));
});

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
