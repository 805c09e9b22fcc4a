import type { Page } from '@playwright/test';
import { demo, signInThroughApi } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { withServiceWorker } from '../support/service-worker';

// The event-day plan end to end: priorities set, day 1's route on the list and on the map, a circle
// marked bought and one sold out while offline, the marks and the budget on a second device once the
// network is back, and the route sheet printed to PDF in the plan's order.

test.use(withServiceWorker);

// Phone first: the whole walk at 390 × 844, and nothing wider than the screen.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const stop = (page: Page, number: number) => page.getByRole('listitem', { name: `Stop ${number}`, exact: true });
const stopNames = (page: Page) => page.locator('ol > li h3').allTextContents();

test('plan a day, mark visits offline, find them on another device and print the route sheet', async ({ page, context, browser, baseURL }) => {
  test.setTimeout(120_000);
  await signInThroughApi(context.request, demo.platinum);
  await page.goto('/plan?day=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Event-day plan' })).toBeVisible();

  // Priorities: the member files the first colour under "if time" and saves.
  await page.getByText('Priorities', { exact: true }).click();
  const firstPriority = page.getByRole('combobox', { name: /^Priority of / }).first();
  await firstPriority.selectOption('ifTime');
  await page.getByRole('button', { name: 'Save priorities' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

  await expect(stop(page, 1)).toBeVisible();
  await expect(page.getByText(/% shorter than in placement order/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const order = await stopNames(page);
  expect(order.length).toBeGreaterThanOrEqual(2);

  // A planned amount for the first stop, which the budget spends once it is bought.
  await stop(page, 1).getByText(/^Works/).click();
  const amount = stop(page, 1).getByRole('spinbutton', { name: 'Amount instead (yen)' });
  await amount.fill('1500');
  await amount.blur();
  await expect(page.getByTestId('budget-planned')).toContainText('1,500');

  // Offline at the venue: both marks stay on the device.
  await context.setOffline(true);
  await stop(page, 1).getByRole('button', { name: 'Bought' }).click();
  await expect(page.getByText('Kept on this device and sent when the connection returns.')).toBeVisible();
  await stop(page, 2).getByRole('button', { name: 'Sold out' }).click();
  await expect(stop(page, 1).getByRole('button', { name: 'Bought' })).toHaveAttribute('aria-pressed', 'true');
  await expect(stop(page, 2).getByRole('button', { name: 'Sold out' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('budget-spent')).toContainText('1,500');

  await context.setOffline(false);
  await expect(page.getByText(/changes? (was|were) sent\./)).toBeVisible({ timeout: 45_000 });

  // The route on the map, as the plan left it on this device.
  await page.getByRole('link', { name: 'Show the route on the map' }).click();
  await expect(page).toHaveURL(/\/map#\/day=Day1\/route=1$/);
  await expect(page.locator(`[data-route-stops="${order.length}"]`)).toBeAttached({ timeout: 30_000 });

  // A second device: the marks and the budget came through the sync.
  const other = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': '10.250.17.2' } });
  try {
    await other.addCookies([{ name: 'cookie_consent', value: 'yes', url: baseURL! }, { name: 'locale', value: 'en', url: baseURL! }]);
    await signInThroughApi(other.request, demo.platinum);
    const second = await other.newPage();
    await second.goto('/plan?day=1');
    await expect(stopNames(second)).resolves.toEqual(order);
    await expect(stop(second, 1).getByRole('button', { name: 'Bought' })).toHaveAttribute('aria-pressed', 'true');
    await expect(stop(second, 2).getByRole('button', { name: 'Sold out' })).toHaveAttribute('aria-pressed', 'true');
    await expect(second.getByTestId('budget-spent')).toContainText('1,500');

    // The route sheet: the stops in the plan's order, rendered to PDF.
    await second.goto('/print-type-4?days=1');
    const rows = second.locator('.print-table tbody tr');
    await expect(rows).toHaveCount(order.length);
    // Each name cell starts with the name; a Japanese name's romaji follows in a line of its own.
    const names = await rows.locator('td:nth-child(4)').evaluateAll((cells) => cells.map((cell) => (cell.firstChild?.textContent ?? '').trim()));
    expect(names).toEqual(order);
    await expect(rows.locator('td:nth-child(4) .print-romaji').first()).toBeAttached();
    const pdf = await second.pdf({ format: 'A4' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  } finally {
    await other.close();
  }
});
