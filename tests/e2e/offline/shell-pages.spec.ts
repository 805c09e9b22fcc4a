import { signInThroughApi } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { keptShellCopyDates, keptShellPages, waitForKeptShellPages } from '../support/offline';
import { createPlatinumUser } from '../support/platinum-user';
import { withServiceWorker } from '../support/service-worker';

// After one visit online, the top page, the circle list and the print page open without a network, and
// any other page answers with the offline page: the browser's own error page never shows.

test.use(withServiceWorker);

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('after one visit, the top page, the circle list and the print page open offline', async ({ page, context }) => {
  await signInThroughApi(context.request, await createPlatinumUser('shell-offline'));
  await page.goto('/');
  await waitForKeptShellPages(page);

  await context.setOffline(true);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  await page.goto('/circle/list');
  await expect(page.getByRole('list', { name: 'Results' }).getByRole('listitem').first()).toBeVisible();
  await page.goto('/print');
  await expect(page.getByRole('heading', { level: 1, name: /print/i })).toBeVisible();
  // Other filters than the kept list's: the kept list, under its own address.
  await page.goto('/circle/list?day=2');
  await expect(page).toHaveURL(/\/circle\/list$/);
  await expect(page.getByRole('searchbox', { name: 'Keyword' })).toBeVisible();
});

test('a page that is not kept answers with the offline page, which links what the device holds', async ({ page, context }) => {
  await signInThroughApi(context.request, await createPlatinumUser('shell-offline-page'));
  await page.goto('/');
  await waitForKeptShellPages(page);

  await context.setOffline(true);
  await page.goto('/account/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'No connection' })).toBeVisible();
  await expect(page).toHaveTitle('Offline');
  for (const name of ['Top page', 'Circle list', 'Print']) await expect(page.getByRole('link', { name: new RegExp(`^${name} as of`) })).toBeVisible();
  await page.getByRole('link', { name: /^Circle list/ }).tap();
  await expect(page).toHaveURL(/\/circle\/list$/);
  await expect(page.getByRole('searchbox', { name: 'Keyword' })).toBeVisible();
});

for (const [locale, heading, top] of [
  ['ja', 'インターネットに接続されていません', 'トップページ'],
  ['zh', '没有网络连接', '首页'],
] as const) {
  test(`the offline page speaks the member's language (${locale})`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'locale', value: locale, url: baseURL ?? '' }]);
    await signInThroughApi(context.request, await createPlatinumUser(`shell-offline-${locale}`));
    await page.goto('/');
    await waitForKeptShellPages(page);
    await context.setOffline(true);
    await page.goto('/user/favorites');
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(`^${top}`) })).toHaveAttribute('href', '/');
  });
}

test('a signed-out visitor offline gets the offline page, which offers the one page kept for visitors', async ({ page, context }) => {
  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  // The list and the print page send a visitor to the sign-in: only the top page is kept.
  await expect.poll(() => keptShellPages(page), { timeout: 60_000 }).toEqual(['/']);

  await context.setOffline(true);
  await page.goto('/circle/list');
  await expect(page.getByRole('heading', { level: 1, name: 'No connection' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Top page as of/ })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: /^Circle list/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/circle/list');
});

test('another member signing in on the browser does not find the first member’s kept pages', async ({ page, context }) => {
  await signInThroughApi(context.request, await createPlatinumUser('shell-first'));
  await page.goto('/');
  await waitForKeptShellPages(page);
  // The print page is kept by the page, never by a visit: its copy is new only if the first one was dropped.
  const [firstCopy = Number.NaN] = await keptShellCopyDates(page, '/print');
  // A Date header counts whole seconds: a new copy is told apart once the next second has begun.
  await expect.poll(() => page.evaluate(() => Date.now())).toBeGreaterThanOrEqual(firstCopy + 1_000);

  await context.clearCookies();
  await signInThroughApi(context.request, await createPlatinumUser('shell-second'));
  await page.goto('/');
  // The first member's copies are gone, not merely outnumbered: one holder's copy is left, and it is new.
  await expect.poll(async () => (await keptShellCopyDates(page, '/print')).map((date) => date > firstCopy), { timeout: 60_000 }).toEqual([true]);
});
