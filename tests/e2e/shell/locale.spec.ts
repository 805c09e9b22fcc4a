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
    const context = await browser.newContext({ locale: 'ja-JP' });
    await setCookies(context, baseURL, acceptedConsent('zh'));
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    await expect(page.getByRole('heading', { level: 1, name: siteHeadings.zh })).toBeVisible();
    await context.close();
  });
});

// Chromium derives Accept-Language from the emulated locale, which overrides a header set by hand.
test.describe('locale from Accept-Language', () => {
  const cases: [string, TestLocale][] = [
    ['ja-JP', 'ja'],
    ['zh-TW', 'zh'],
    ['zh-CN', 'zh'],
    ['en-GB', 'en'],
    ['ko-KR', 'en'],
  ];

  for (const [browserLocale, locale] of cases) {
    test(`a ${browserLocale} browser gets ${locale}, remembered for a year`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ locale: browserLocale });
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

  const weighted: [string, TestLocale][] = [
    ['fr-FR,fr;q=0.9,ja;q=0.5,en;q=0.3', 'ja'],
    ['de;q=0.9,en;q=0.2,zh-Hant;q=0.4', 'zh'],
    ['ja;q=0,en-US;q=0.7', 'en'],
  ];

  for (const [header, locale] of weighted) {
    test(`q-values are honoured: ${header} gives ${locale}`, async ({ request }) => {
      const response = await request.get('/', { headers: { 'Accept-Language': header, Cookie: 'cookie_consent=yes' } });
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain(`<html lang="${locale}"`);
      const setCookie = response.headersArray().find(({ name }) => name.toLowerCase() === 'set-cookie')?.value ?? '';
      expect(setCookie).toMatch(new RegExp(`^locale=${locale};`));
      expect(setCookie).toContain('Max-Age=31536000');
    });
  }

  test('the URL carries no locale segment', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'ja-JP' });
    await setCookies(context, baseURL, acceptedConsent());
    const page = await context.newPage();
    await page.goto('/docs/help');
    expect(new URL(page.url()).pathname).toBe('/docs/help');
    await expect(page.getByRole('heading', { level: 1, name: 'ヘルプ' })).toBeVisible();
    await context.close();
  });
});

// Traditional Chinese readers get the Simplified catalogue and are told so (docs/decisions/019-traditional-chinese.md).
test.describe('Traditional Chinese browsers', () => {
  const notice = '本站的中文內容以簡體中文撰寫，繁體中文版本暫未提供。';
  const cases: [string, boolean][] = [
    ['zh-TW', true],
    ['zh-HK', true],
    ['zh-CN', false],
  ];

  for (const [browserLocale, told] of cases) {
    test(`a ${browserLocale} browser gets the Chinese catalogue ${told ? 'with' : 'without'} the Simplified Chinese notice`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ locale: browserLocale });
      await setCookies(context, baseURL, acceptedConsent());
      const page = await context.newPage();
      await page.goto('/docs/help');
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
      await expect(page.getByRole('heading', { level: 1, name: '帮助' })).toBeVisible();
      await expect(page.getByRole('note').filter({ hasText: notice })).toHaveCount(told ? 1 : 0);
      await context.close();
    });
  }

  test('a zh-TW browser that chose English on the site sees no notice', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'zh-TW' });
    await setCookies(context, baseURL, acceptedConsent('en'));
    const page = await context.newPage();
    await page.goto('/docs/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
    await expect(page.getByRole('note').filter({ hasText: notice })).toHaveCount(0);
    await context.close();
  });
});
