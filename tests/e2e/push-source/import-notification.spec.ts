import type { Page } from '@playwright/test';
import { isListedCircle } from '@/lib/catalogue/listed-circles';
import type { EventData } from '@/lib/catalogue-import/event-data';
import { signInThroughApi } from '../support/accounts';
import { query } from '../support/database';
import { exportDemoEvent, importDemoEvent } from '../support/demo-event';
import { expect, test } from '../support/fixtures';
import { catalogue } from '../support/messages';
import { deliverToServiceWorker, receivedAt, shownNotifications, tapNotification, usePushServiceStandIn } from '../support/phone-notifications';
import { createPlatinumUser } from '../support/platinum-user';
import { withServiceWorker } from '../support/service-worker';

// Issue 52, done when: one member's phone receives a notification for a change an import made, and a tap
// opens the page that shows it. A Japanese member saves a circle and day 1, and turns notifications on with
// a tap on a phone-sized page; staff import a delivery with a new price for that circle's work; the
// server's queue sends the encrypted message to the push service (the stand-in, which decrypts it), the
// phone's service worker shows it and a tap opens the favourites at their changes, online and offline.
// How the browser's push service and the tap are stood in for: tests/e2e/support/phone-notifications.ts.
// The import changes a circle's page, so this runs after every other spec (playwright.config.ts), in the
// full Chromium, and puts the demo event back at the end.

test.use(withServiceWorker);
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const ja = catalogue('ja');
let original: EventData;

/** A listed circle of the all-ages catalogue on day 1 with a work priced as a plain number. */
function pickCircle(data: EventData): { index: number; work: number } {
  const dayOne = data.days.findIndex((day) => day.dayNumber === 1);
  const onDayOne = new Set(data.placements.filter((placement) => placement.dayIndex === dayOne).map((placement) => placement.circleIndex));
  const work = data.works.findIndex((row) => {
    const circle = data.circles[row.circleIndex];
    return row.priceYen !== null && row.priceText === '' && !row.isAdult && circle && !circle.isAdult && isListedCircle(circle) && onDayOne.has(row.circleIndex);
  });
  const index = data.works[work]?.circleIndex;
  if (index === undefined) throw new Error('The demo event has a priced work of an all-ages circle on day 1');
  return { index, work };
}

/** The delivery staff import: the same event, one work 100 yen dearer. */
function withNewPrice(data: EventData, work: number): EventData {
  return { ...data, works: data.works.map((row, index) => (index === work && row.priceYen !== null ? { ...row, priceYen: row.priceYen + 100 } : row)) };
}

test.beforeAll(async () => {
  original = await exportDemoEvent();
});

test.afterAll(async () => {
  if (original) await importDemoEvent(original);
});

const indicator = (page: Page) => page.getByRole('complementary', { name: ja.Offline.indicator.label });
/** The favourites page as this member's saved event days hold it. */
const savedFavourites = (page: Page) =>
  page.evaluate(async () => {
    const [name] = (await caches.keys()).filter((candidate) => candidate.startsWith('event-day-offline-v2 '));
    const saved = name ? await (await caches.open(name)).match(`${location.origin}/user/favorites`) : undefined;
    return saved ? saved.text() : '';
  });
const changes = (page: Page) => page.getByRole('region', { name: ja.CatalogueChanges.heading.replace('{count}', '1') });

test('an import changes a saved circle: the phone is told in the member’s language, and a tap opens the change, online and offline', async ({ page, context, baseURL }) => {
  test.setTimeout(150_000);
  const picked = pickCircle(original);
  const circle = original.circles[picked.index];
  if (!circle || !baseURL) throw new Error('A circle and the app’s address');
  const [{ id: circleId } = { id: 0 }] = await query<{ id: number }>('SELECT id FROM "Circle" WHERE wcid = $1', [circle.wcid]);

  const email = await createPlatinumUser('import-notification');
  await query(`UPDATE "User" SET locale = 'ja' WHERE email = $1`, [email]);
  await query(`INSERT INTO "Favorite" ("userId", "circleId", color, memo) SELECT id, $2, 1, '' FROM "User" WHERE email = $1`, [email, circleId]);
  await context.addCookies([{ name: 'locale', value: 'ja', url: baseURL }]);
  await context.grantPermissions(['notifications'], { origin: baseURL });
  const device = await usePushServiceStandIn(context);
  await signInThroughApi(context.request, email);

  // The member turns notifications on from the favourites page with a tap, and saves day 1 on the phone.
  await page.goto('/user/favorites');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await page.getByRole('button', { name: ja.Notifications.favoritesPrompt }).tap();
  await expect(page.getByRole('status').filter({ hasText: ja.Notifications.settings.on })).toBeVisible();
  const stored = await query<{ endpoint: string }>('SELECT p.endpoint FROM "PushSubscription" p JOIN "User" u ON u.id = p."userId" WHERE u.email = $1', [email]);
  expect(stored).toEqual([{ endpoint: device.endpoint }]);
  await page.getByRole('button', { name: new RegExp(`^${ja.Offline.indicator.open}`) }).tap();
  const panel = page.getByRole('dialog', { name: ja.Offline.panel.title });
  // Day 1 only, the circle's day: day 2 is unticked.
  await panel.getByRole('group', { name: ja.Offline.panel.days }).getByRole('checkbox').nth(1).setChecked(false);
  await panel.getByRole('button', { name: ja.Offline.panel.save }).tap();
  await expect(panel.getByText(/に保存：1日目/)).toBeVisible({ timeout: 90_000 });
  await page.keyboard.press('Escape');
  await page.goto('/');

  // Staff import the delivery; the server's queue sends this phone one message, which the push service decrypts.
  await importDemoEvent(withNewPrice(original, picked.work));
  await expect.poll(async () => (await receivedAt(device.endpoint)).length, { timeout: 30_000 }).toBe(1);
  const [message] = await receivedAt(device.endpoint);
  const sent = JSON.parse(message?.text ?? '{}') as { tag: string };
  const title = ja.Notifications.catalogue.one.replace('{name}', circle.name);
  expect(sent).toEqual({ title, body: ja.CatalogueChanges.works, tag: expect.stringMatching(/^catalogue-\d+$/), url: '/user/favorites#catalogue-changes' });
  // Signed with the key the page subscribed with.
  expect(message?.vapidKey).toBe(await device.applicationServerKey(page));

  // The push service hands it to the phone: the worker shows it, and the tap opens the changes.
  await deliverToServiceWorker(page, message?.text ?? '');
  await expect.poll(() => shownNotifications(page)).toEqual([{ title, body: ja.CatalogueChanges.works, tag: sent.tag, url: '/user/favorites#catalogue-changes' }]);
  await tapNotification(context, sent.tag);
  await expect(page).toHaveURL((url) => url.pathname === '/user/favorites' && url.hash === '#catalogue-changes');
  await expect(changes(page).locator(`[data-changed-circle="${circleId}"]`)).toContainText(ja.CatalogueChanges.works);
  expect(await shownNotifications(page)).toEqual([]);
  // Opened online, the saved copy of the page is refreshed by the worker (decision 008).
  await expect.poll(() => savedFavourites(page), { timeout: 15_000 }).toContain(`data-changed-circle="${circleId}"`);

  // The same message delivered a second time, with the phone offline (in the hall): the tap opens the
  // saved copy of the favourites, which the online visit refreshed with the change.
  await page.goto('/');
  await context.setOffline(true);
  await deliverToServiceWorker(page, message?.text ?? '');
  await expect.poll(async () => (await shownNotifications(page)).length).toBe(1);
  await tapNotification(context, sent.tag);
  await expect(page).toHaveURL((url) => url.pathname === '/user/favorites');
  await expect(indicator(page)).toContainText(ja.Offline.indicator.offline);
  await expect(changes(page).locator(`[data-changed-circle="${circleId}"]`)).toContainText(ja.CatalogueChanges.works);
  await context.setOffline(false);
});
