import { expect, test, type Page } from '@playwright/test';
import { acceptedConsent, setCookies } from './helpers';

const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const bingbot = 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)';
const crawler = 'ExampleCrawler/1.0 (+https://crawler.example.org)';

// Records when the page's first heading was hidden and when it first became visible.
async function watchHeadingReveal(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = { sawHidden: false, visibleAt: -1 };
    Object.assign(window, { headingReveal: state });
    const tick = () => {
      const heading = document.querySelector('main h1');
      if (heading) {
        if (getComputedStyle(heading).visibility === 'visible') {
          state.visibleAt = performance.now();
          return;
        }
        state.sawHidden = true;
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

async function headingReveal(page: Page): Promise<{ sawHidden: boolean; visibleAt: number }> {
  return page.evaluate(() => (window as unknown as { headingReveal: { sawHidden: boolean; visibleAt: number } }).headingReveal);
}

test.describe('not found page', () => {
  test('names the path, is noindex, appears after 500 ms and leads back to the top', async ({ page, context, baseURL }) => {
    await setCookies(context, baseURL, acceptedConsent('en'));
    await watchHeadingReveal(page);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found: /no/such/page' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);

    const reveal = await headingReveal(page);
    expect(reveal.sawHidden).toBe(true);
    expect(reveal.visibleAt).toBeGreaterThanOrEqual(500);

    await page.getByRole('link', { name: 'Back to top' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('is translated', async ({ page, context, baseURL }) => {
    await setCookies(context, baseURL, acceptedConsent('zh'));
    await page.goto('/missing');
    await expect(page.getByRole('heading', { level: 1, name: '页面未找到：/missing' })).toBeVisible();
    await expect(page.getByRole('link', { name: '返回首页' })).toBeVisible();
  });

  test('gives bots the status and a minimal body', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ userAgent: googlebot, javaScriptEnabled: false });
    await setCookies(context, baseURL, { locale: 'en' });
    const page = await context.newPage();
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found: /no/such/page' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to top' })).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await context.close();
  });
});

test.describe('error page', () => {
  test('says an error occurred, is noindex, appears after 500 ms and leads back to the top', async ({
    page,
    context,
    baseURL,
  }) => {
    await setCookies(context, baseURL, acceptedConsent('en'));
    await watchHeadingReveal(page);
    const response = await page.goto('/diagnostics/error');
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1, name: 'An error occurred' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);

    const reveal = await headingReveal(page);
    expect(reveal.sawHidden).toBe(true);
    expect(reveal.visibleAt).toBeGreaterThanOrEqual(500);

    await page.getByRole('link', { name: 'Back to top' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: /Find every circle/ })).toBeVisible();
  });

  test('is translated', async ({ page, context, baseURL }) => {
    await setCookies(context, baseURL, acceptedConsent('ja'));
    await page.goto('/diagnostics/error');
    await expect(page.getByRole('heading', { level: 1, name: 'エラーが発生しました' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'トップへ戻る' })).toBeVisible();
  });

  test('gives search engine bots the status code and no page', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ userAgent: bingbot });
    await setCookies(context, baseURL, { locale: 'en' });
    const page = await context.newPage();
    const response = await page.goto('/diagnostics/error');
    expect(response?.status()).toBe(500);
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
    // Next's client has started (it sets window.next) and the browser has painted twice since: whatever
    // the scripts would render is on the page by then.
    await page.waitForFunction(() => 'next' in window);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(page.getByRole('link', { name: 'Back to top' })).toHaveCount(0);
    await context.close();
  });

  test('gives other crawlers the status code and a bare message', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ userAgent: crawler });
    await setCookies(context, baseURL, { locale: 'en' });
    const page = await context.newPage();
    const response = await page.goto('/diagnostics/error');
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1, name: 'An error occurred' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to top' })).toHaveCount(0);
    await expect(page.getByText('Please try again in a moment.')).toHaveCount(0);
    await context.close();
  });
});
