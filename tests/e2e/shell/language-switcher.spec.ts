import { expect, test } from '@playwright/test';
import { acceptedConsent, setCookies } from './helpers';

test('the language switcher changes the language and remembers it', async ({ page, context, baseURL }) => {
  await setCookies(context, baseURL, acceptedConsent('en'));
  await page.goto('/docs/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Language' }).selectOption('ja');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('heading', { level: 1, name: 'ヘルプ' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: '言語' })).toHaveValue('ja');
  expect(new URL(page.url()).pathname).toBe('/docs/help');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'ヘルプ' })).toBeVisible();
  expect((await context.cookies()).find(({ name }) => name === 'locale')?.value).toBe('ja');

  await page.getByRole('combobox', { name: '言語' }).selectOption('zh');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await expect(page.getByRole('heading', { level: 1, name: '帮助' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '社团列表' })).toBeVisible();
});

test('the switcher offers each language in its own name', async ({ page, context, baseURL }) => {
  await setCookies(context, baseURL, acceptedConsent('zh'));
  await page.goto('/');
  const options = page.getByRole('combobox', { name: '语言' }).getByRole('option');
  await expect(options).toHaveText(['English', '日本語', '中文']);
});
