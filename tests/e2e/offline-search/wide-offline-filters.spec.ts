import { signInThroughApi } from '../support/accounts';
import { query } from '../support/database';
import { expect, test } from '../support/fixtures';
import { createPlatinumUser } from '../support/platinum-user';
import { saveCatalogueForOffline } from './save-catalogue';
import { withServiceWorker } from '../support/service-worker';

// Offline at desktop width the filters stand beside the results and apply as they change, answered by
// the catalogue on the device. "Reset filters" must clear the fields as well as the results: no page
// navigation happens offline to remount them.

test.use(withServiceWorker);

test.use({ viewport: { width: 1280, height: 800 } });

test('offline, "Reset filters" beside the results clears the fields and the results', async ({ page, context }) => {
  test.setTimeout(180_000);
  const email = await createPlatinumUser('wide-offline-filters');
  // One favourite, so that the event day has something to save besides the catalogue.
  await query(`INSERT INTO "Favorite" ("userId", "circleId", color, memo) SELECT u.id, (SELECT min(id) FROM "Circle"), 1, '' FROM "User" u WHERE u.email = $1`, [email]);
  await signInThroughApi(context.request, email);
  await saveCatalogueForOffline(page, 'click');

  await context.setOffline(true);
  await page.goto('/circle/list');
  const filters = page.getByRole('region', { name: 'Filters' });
  const day = filters.getByLabel('Day', { exact: true });
  const cashless = filters.getByRole('checkbox', { name: 'Cashless payment only' });
  const live = page.getByRole('region').filter({ hasText: 'Results from the catalogue on this device' });

  const count = async () => Number(((await live.getByRole('heading', { level: 2 }).textContent()) ?? '').replace(/\D/g, ''));

  // A keyword first: what is typed while the catalogue opens is searched once it is open, so the filters
  // after it are answered on the device rather than by a navigation the network cannot make.
  await page.getByLabel('Keyword').pressSequentially('ao');
  // Opening the catalogue (parse, decode, index) takes seconds on this shared machine; a keystroke after it does not.
  await expect(live).toBeVisible({ timeout: 30_000 });
  await expect.poll(count).toBeGreaterThan(0);
  const broad = await count();

  await day.selectOption('1');
  await cashless.check();
  await expect(page).toHaveURL(/day=1.*pay=1/);
  await expect.poll(count).toBeLessThan(broad);

  await filters.getByRole('button', { name: 'Reset filters' }).click();
  await expect(day).toHaveValue('');
  await expect(cashless).not.toBeChecked();
  // The results are those of the keyword alone again, which stays in its box.
  await expect.poll(count).toBe(broad);
  await expect(page.getByLabel('Keyword')).toHaveValue('ao');
});
