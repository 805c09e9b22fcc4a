import type { Page } from '@playwright/test';
import { isListedCircle } from '@/lib/catalogue/listed-circles';
import type { EventData } from '@/lib/catalogue-import/event-data';
import { formatSpace } from '@/lib/catalogue/placement-text';
import { signInThroughApi } from '../support/accounts';
import { query } from '../support/database';
import { exportDemoEvent, importDemoEvent } from '../support/demo-event';
import { expect, test } from '../support/fixtures';
import { createPlatinumUser } from '../support/platinum-user';
import { withServiceWorker } from '../support/service-worker';

// Issue 33, part 5, end to end: a member saves favourites and event days on a phone; staff import a
// correction that moves one favourite and withdraws another; the member sees both marked online and,
// once the saved copy has updated, offline. The correction changes the catalogue every page shows, so
// this spec runs in a project of its own after all others (playwright.config.ts) and puts the demo
// event back through the importer at the end.

test.use(withServiceWorker);

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

type Circle = EventData['circles'][number];
let original: EventData;

/** Listed circles of all ages' catalogue that stand once, on day 1 only: the last three of them. */
function pickCircles(data: EventData): [number, number, number] {
  const placements = new Map<number, number[]>();
  for (const placement of data.placements) placements.set(placement.circleIndex, [...(placements.get(placement.circleIndex) ?? []), placement.dayIndex]);
  const dayOne = data.days.findIndex((day) => day.dayNumber === 1);
  const fit = data.circles.flatMap((circle, index) =>
    !circle.isAdult && isListedCircle(circle) && placements.get(index)?.join() === String(dayOne) ? [index] : [],
  );
  const [a, b, c] = fit.slice(-3);
  if (a === undefined || b === undefined || c === undefined) throw new Error('The demo event has circles standing once on day 1');
  return [a, b, c];
}

/** The correction: the first circle swaps spaces with the third, the second leaves the files (withdrawn). */
function correction(data: EventData, [moved, withdrawn, partner]: [number, number, number]): EventData {
  const swapped = data.placements.map((p) => (p.circleIndex === moved ? { ...p, circleIndex: partner } : p.circleIndex === partner ? { ...p, circleIndex: moved } : p));
  const shift = <T extends { circleIndex: number }>(rows: readonly T[]) =>
    rows.filter((row) => row.circleIndex !== withdrawn).map((row) => ({ ...row, circleIndex: row.circleIndex > withdrawn ? row.circleIndex - 1 : row.circleIndex }));
  return { ...data, circles: data.circles.filter((_, index) => index !== withdrawn), placements: shift(swapped), works: shift(data.works), shopLinks: shift(data.shopLinks) };
}

test.beforeAll(async () => {
  original = await exportDemoEvent();
});

test.afterAll(async () => {
  if (original) await importDemoEvent(original);
});

const indicator = (page: Page) => page.getByRole('complementary', { name: 'Connection and offline data' });

test('a correction moves one favourite and withdraws another: marked online, and offline once the saved copy updates', async ({ page, context }) => {
  test.setTimeout(300_000);
  const picked = pickCircles(original);
  const [moving, withdrawing, partner] = picked.map((index) => original.circles[index]) as [Circle, Circle, Circle];
  const partnerPlace = original.placements.find((p) => p.circleIndex === picked[2]);
  const block = partnerPlace && original.blocks[partnerPlace.blockIndex];
  const hall = block && original.halls[block.hallIndex];
  if (!partnerPlace || !block || !hall) throw new Error(`${partner.name} has a space`);
  const newSpace = formatSpace('en', { area: hall.area, block: block.name, spaceNumber: partnerPlace.spaceNumber, sides: partnerPlace.side });

  const email = await createPlatinumUser('catalogue-correction');
  await query(`INSERT INTO "Favorite" ("userId", "circleId", color, memo) SELECT u.id, c.id, 1, '' FROM "User" u, "Circle" c WHERE u.email = $1 AND c.wcid = ANY($2)`, [
    email,
    [moving.wcid, withdrawing.wcid],
  ]);
  await signInThroughApi(context.request, email);

  // The member saves day 1 on the phone.
  await page.goto('/user/favorites');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await expect(page.locator('#catalogue-changes')).toHaveCount(0);
  await page.getByRole('button', { name: /^Offline data/ }).click();
  const panel = page.getByRole('dialog', { name: 'Event days offline' });
  await panel.getByRole('button', { name: 'Save for offline use' }).click();
  await expect(panel.getByText(/^Saved on .+ circles? for Day 1/)).toBeVisible({ timeout: 90_000 });
  await page.keyboard.press('Escape');
  const [movedId] = (await query<{ id: number }>('SELECT id FROM "Circle" WHERE wcid = $1', [moving.wcid])).map((row) => row.id);

  // Staff import the correction.
  await importDemoEvent(correction(original, picked));

  // Running servers serve the corrected circle pages once their catalogue index has seen the import
  // (within CATALOGUE_REFRESH_SECONDS); the member opens the favourites page after that.
  await expect.poll(async () => (await page.request.get(`/circle/${movedId}`)).text(), { timeout: 60_000 }).toContain(newSpace);

  // Online: the favourites page marks both, says what changed, and its saved copy is refreshed.
  await page.goto('/user/favorites');
  const changes = page.locator('#catalogue-changes');
  await expect(changes.getByText('2 of your circles changed in the catalogue')).toBeVisible();
  await expect(changes.locator('li', { hasText: moving.name })).toContainText(`Moved: Day 1 `);
  await expect(changes.locator('li', { hasText: moving.name })).toContainText(`→ Day 1 ${newSpace}`);
  await expect(changes.locator('li', { hasText: withdrawing.name })).toContainText('Withdrawn: will not be at the event');
  await expect(page.getByRole('link', { name: 'Changed' })).toHaveCount(2);
  // The worker fetches the moved circle's saved page again (and the saved map data), nothing else.
  await expect
    .poll(
      () =>
        page.evaluate(async (url) => {
          // One member's saved days on this browser: their cache is the one named event-day-offline-v2.
          const [name] = (await caches.keys()).filter((candidate) => candidate.startsWith('event-day-offline-v2 '));
          const saved = name ? await (await caches.open(name)).match(url) : undefined;
          return saved ? saved.text() : '';
        }, `/circle/${movedId}`),
      { timeout: 30_000 },
    )
    .toContain(newSpace);

  // Offline: the saved copy shows the same marks, and the moved circle's new space.
  await context.setOffline(true);
  await page.goto('/user/favorites');
  await expect(indicator(page)).toContainText('Offline');
  await expect(page.locator('#catalogue-changes').getByText('2 of your circles changed in the catalogue')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Changed' })).toHaveCount(2);
  await page.goto(`/circle/${movedId}`);
  await expect(page.getByRole('heading', { name: moving.name })).toBeVisible();
  await expect(page.locator('main')).toContainText(newSpace);

  // Back online, the member marks the changes as seen: the marks go until the next import.
  await context.setOffline(false);
  await page.goto('/user/favorites');
  await page.getByRole('button', { name: 'Mark as seen' }).click();
  await expect(page.locator('#catalogue-changes')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Changed' })).toHaveCount(0);
  await page.reload();
  await expect(page.locator('#catalogue-changes')).toHaveCount(0);
});
