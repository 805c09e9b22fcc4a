import { expect, test } from '@playwright/test';
import { acceptedConsent, setCookies, siteHeadings, type TestLocale } from './helpers';

const locales = Object.keys(siteHeadings) as TestLocale[];

test.describe('locale from the cookie', () => {
  for (const locale of locales) {
    test(`renders ${locale} when the locale cookie says so`, async ({ page, context, baseURL }) => {
      await setCookies(context, baseURL, acceptedConsent(locale));
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1, name: siteHeadings[locale] })).toBeVisible();
    });
  }

  test('the cookie wins over the browser language', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Language': 'ja-JP,ja;q=0.9' } });
    await setCookies(context, baseURL, acceptedConsent('zh'));
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    await expect(page.getByRole('heading', { level: 1, name: siteHeadings.zh })).toBeVisible();
    await context.close();
  });
});

test.describe('locale from Accept-Language', () => {
  const cases: [string, TestLocale][] = [
    ['ja-JP,ja;q=0.9,en;q=0.8', 'ja'],
    ['zh-TW,zh;q=0.9', 'zh'],
    ['zh-CN', 'zh'],
    ['fr-FR,fr;q=0.9,ja;q=0.5,en;q=0.3', 'ja'],
    ['de-DE,ko;q=0.8', 'en'],
  ];

  for (const [header, locale] of cases) {
    test(`${header} gives ${locale} and is remembered in the cookie`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Language': header } });
      await setCookies(context, baseURL, acceptedConsent());
      const page = await context.newPage();
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1, name: siteHeadings[locale] })).toBeVisible();

      const cookie = (await context.cookies()).find(({ name }) => name === 'locale');
      expect(cookie?.value).toBe(locale);
      const daysLeft = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
      expect(daysLeft).toBeGreaterThan(364);
      expect(daysLeft).toBeLessThanOrEqual(365);
      await context.close();
    });
  }

  test('the URL carries no locale segment', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Language': 'ja' } });
    await setCookies(context, baseURL, acceptedConsent());
    const page = await context.newPage();
    await page.goto('/docs/help');
    expect(new URL(page.url()).pathname).toBe('/docs/help');
    await expect(page.getByRole('heading', { level: 1, name: 'ヘルプ' })).toBeVisible();
    await context.close();
  });
});
