import type { Page } from '@playwright/test';
import { LISTED_CIRCLE_SQL_TEXT } from '@/lib/catalogue/listed-circles';
import { snapshotDeltaUrl, snapshotUrl, type SnapshotManifest } from '@/lib/offline-search/snapshot-manifest';
import { signInThroughApi } from '../support/accounts';
import { query } from '../support/database';
import { expect, test } from '../support/fixtures';
import { createPlatinumUser } from '../support/platinum-user';
import { withServiceWorker } from '../support/service-worker';

// A catalogue edit after the member saved the catalogue: the next save fetches the changed rows, not the
// whole snapshot, and the device's search finds the edit offline. Other specs running beside this one edit
// the catalogue too, so the device may save a build newer than any this test read: the test follows the
// copies the device keeps, not the manifest it read itself.

test.use(withServiceWorker);

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** The hash of the copy the device holds, from its IndexedDB record. */
const storedHash = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string | null>((resolve) => {
        const open = indexedDB.open('offline-catalogue');
        open.onsuccess = () => {
          const get = open.result.transaction('snapshot').objectStore('snapshot').get('info');
          get.onsuccess = () => resolve((get.result as { hash?: string } | undefined)?.hash ?? null);
          get.onerror = () => resolve(null);
        };
        open.onerror = () => resolve(null);
      }),
  );

test('a saved catalogue a little behind is brought up to date by the rows that changed', async ({ page, context }) => {
  test.setTimeout(180_000);
  const email = await createPlatinumUser('catalogue-delta');
  await signInThroughApi(context.request, email);
  const manifest = async () => (await (await context.request.get('/api/offline/catalogue')).json()) as SnapshotManifest;
  const { variant } = await manifest();
  const panel = page.getByRole('dialog', { name: 'Event days offline' });
  /** Saves through the panel and answers the hash of the copy the device then holds in place of `replacing`. */
  const save = async (sizeShown: RegExp, replacing: string | null, beforeSaving = async () => {}): Promise<string> => {
    await page.getByRole('button', { name: /^Offline data/ }).tap();
    await expect(panel.getByText(sizeShown)).toBeVisible({ timeout: 30_000 });
    await beforeSaving();
    await panel.getByRole('button', { name: /^(Save for offline use|Update saved data)$/ }).tap();
    const replaced = async () => {
      const saved = await storedHash(page);
      return saved !== null && saved !== replacing;
    };
    await expect.poll(replaced, { timeout: 90_000 }).toBe(true);
    await page.keyboard.press('Escape');
    return (await storedHash(page)) ?? '';
  };

  await page.goto('/user/favorites');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  const before = await save(/^Every circle, searchable without a network: [\d.]+ MB to download/, null);

  const name = `デルタ検証サークル ${Date.now()}`;
  // A circle the list shows: selected in the lottery, published, placed, not adult.
  await query(
    `UPDATE "Circle" SET name = $1, "updatedAt" = now() WHERE id = (SELECT max(c.id) FROM "Circle" c JOIN "Placement" p ON p."circleId" = c.id
     WHERE NOT c."isAdult" AND ${LISTED_CIRCLE_SQL_TEXT})`,
    [name],
  );
  // The server's refresh (every two seconds here) finds the edit and builds anew; another spec's edit can
  // come first, so the wait is for a build whose rows hold this one.
  const holdsEdit = async () => {
    const current = await manifest();
    return current.hash !== before && (await (await context.request.get(current.url)).text()).includes(name);
  };
  await expect.poll(holdsEdit, { timeout: 60_000, intervals: [1_000] }).toBe(true);

  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  // The panel asks for the manifest before it has read the device's copy, then again with the copy's
  // hash. Held back until the second answer is shown, the first must not replace it: it once arrived
  // last on a busy server, and the panel offered the whole catalogue again.
  const firstAsk = /\/api\/offline\/catalogue$/;
  let releaseFirstAsk = () => {};
  const firstAskHeld = new Promise<void>((resolve) => (releaseFirstAsk = resolve));
  await context.route(firstAsk, async (route) => {
    await firstAskHeld;
    await route.continue();
  });
  const firstAnswered = page.waitForEvent('requestfinished', (request) => firstAsk.test(request.url()));
  const changesShown = /^Changes since your copy: \d{1,2} KB to download/;
  // The panel shows what the update will download: the changes, not the whole catalogue.
  const after = await save(changesShown, before, async () => {
    releaseFirstAsk();
    await firstAnswered;
    // Time for the late answer to be drawn, had the panel taken it.
    await page.waitForTimeout(500);
    await expect(panel.getByText(changesShown)).toBeVisible();
  });
  await context.unrouteAll();
  expect(asked).toContain(snapshotDeltaUrl(variant, after, before));
  expect(asked).not.toContain(snapshotUrl(variant, after));

  await context.setOffline(true);
  await page.goto('/circle/list');
  await page.getByLabel('Keyword').pressSequentially('デルタ検証');
  const live = page.getByRole('region').filter({ hasText: 'Results from the catalogue on this device' });
  await expect(live.getByRole('link', { name })).toBeVisible();
  await context.setOffline(false);
});
