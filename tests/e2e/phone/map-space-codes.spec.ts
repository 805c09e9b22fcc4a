import type { Locator, Page } from '@playwright/test';
import { signInThroughApi } from '../support/accounts';
import { query } from '../support/database';
import { expect, test } from '../support/fixtures';
import { blockRomaji } from '@/lib/text/kana-romaji';
import { createPlatinumUser } from '../support/platinum-user';

// The venue map read by space code on a phone (390 × 844): on the day people find their way by
// `East ソ-28a`, so the map draws the block letters from a hall's view, the space numbers once they fit,
// every hall's name on the whole venue, and flies to a space code typed in its search.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** A space of day 1 with a circle in it, in a block with a katakana name (an East hall). */
async function occupiedKanaSpace() {
  const [row] = await query<{ block: string; number: number; side: string; hall: number; name: string; wcid: number }>(
    `SELECT b.name AS block, p."spaceNumber" AS number, p.side::text AS side, h.number AS hall, c.name, c.wcid
     FROM "Placement" p JOIN "Block" b ON b.id = p."blockId" JOIN "Hall" h ON h.id = b."hallId" JOIN "EventDay" d ON d.id = p."dayId"
     JOIN "Circle" c ON c.id = p."circleId"
     WHERE d."dayNumber" = 1 AND h.area = 'EAST' AND b.name ~ '^[ア-ヶ]$' AND p."spaceNumber" >= 10
       AND NOT EXISTS (SELECT 1 FROM "Block" o JOIN "Hall" oh ON oh.id = o."hallId" WHERE o.name = b.name AND o.id <> b.id AND oh.area = 'EAST')
     ORDER BY p.id LIMIT 1`,
  );
  if (!row) throw new Error('the demo event has no circle in an East hall on day 1');
  return row;
}

async function canvasReady(page: Page): Promise<Locator> {
  const canvas = page.getByRole('region', { name: 'Venue map' }).first().locator('.venue-map-canvas');
  await expect(canvas).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  return canvas;
}

/** The names MapLibre placed on the map as it last settled (its symbol layers' rendered features). */
async function drawnLabels(canvas: Locator) {
  const read = async (name: string) => (await canvas.getAttribute(`data-drawn-${name}`)) ?? '';
  return { halls: (await read('halls')).split('|').filter(Boolean), blocks: (await read('blocks')).split('|').filter(Boolean), numbers: Number((await read('numbers')) || 0) };
}

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

const overlap = (a: Box, b: Box) => Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

const controls = (page: Page) => [page.getByLabel('Day', { exact: true }), page.getByLabel('Hall', { exact: true }), page.getByLabel('Search the map'), page.getByRole('button', { name: 'Search', exact: true })];

/** Whether a finger on the control's middle reaches the control, not something laid over it. */
const topmostAtCentre = (control: Locator) =>
  control.evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    const hit = document.elementFromPoint(x + width / 2, y + height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });

/** A finger drawn 120 px down from the middle of `handle`, as touches (not a mouse). */
async function swipeDown(page: Page, handle: Locator) {
  const { x, y, width, height } = await box(handle);
  const start = { x: x + width / 2, y: y + height / 2 };
  const touch = await page.context().newCDPSession(page);
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [start] });
  for (let step = 1; step <= 6; step += 1) await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: start.x, y: start.y + step * 20 }] });
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test.beforeEach(async ({ context }) => {
  await signInThroughApi(context.request, await createPlatinumUser('map-codes'));
});

test('a hall seen whole shows its block letters, and the space numbers appear once they fit', async ({ page }) => {
  const space = await occupiedKanaSpace();
  await page.goto(`/map#/day=Day1/hall=E${space.hall}`);
  const canvas = await canvasReady(page);
  await expect(canvas).toHaveAttribute('data-view', `1:E${space.hall}:`);
  // The names come once the plan is drawn; the hall's letters are among them.
  await expect.poll(async () => (await drawnLabels(canvas)).blocks.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(8);
  // In English the kana block's letter stands beside it, as in the lists.
  expect((await drawnLabels(canvas)).blocks).toContain(`${space.block}(${blockRomaji(space.block)})`);
  expect((await drawnLabels(canvas)).numbers).toBe(0);

  // Closer in, the desks grow until their numbers fit beside the letters: three steps in (each step's
  // animation ends before the next tap), the hall's middle, where its island blocks stand.
  const zoomIn = page.getByRole('button', { name: 'Zoom in' });
  for (let step = 0; step < 3; step += 1) {
    await zoomIn.tap();
    await page.waitForTimeout(500);
  }
  await expect.poll(async () => (await drawnLabels(canvas)).numbers, { timeout: 15_000 }).toBeGreaterThanOrEqual(6);
  expect((await drawnLabels(canvas)).blocks.length).toBeGreaterThan(0);
});

test('the whole venue names every hall of the day once', async ({ page }) => {
  await page.goto('/map#/day=Day1');
  const canvas = await canvasReady(page);
  const options = (await page.getByLabel('Hall', { exact: true }).locator('option').allTextContents()).slice(1);
  const [{ halls } = { halls: 0 }] = await query<{ halls: number }>(
    `SELECT count(DISTINCT h.id)::int AS halls FROM "Hall" h JOIN "Block" b ON b."hallId" = h.id JOIN "Placement" p ON p."blockId" = b.id JOIN "EventDay" d ON d.id = p."dayId" WHERE d."dayNumber" = 1`,
  );
  await expect.poll(async () => (await drawnLabels(canvas)).halls.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(halls);
  const drawn = (await drawnLabels(canvas)).halls;
  // Each drawn once (MapLibre places a name only where it overlaps no other), and each a hall of the list.
  expect(new Set(drawn).size).toBe(drawn.length);
  for (const name of drawn) expect(options).toContain(name);
  expect(drawn).toEqual(expect.arrayContaining(['East 2', 'East 5'].filter((name) => options.includes(name))));
});

test('a space code typed in the map’s search flies there and selects its circle', async ({ page }) => {
  const space = await occupiedKanaSpace();
  const code = `${space.block}-${String(space.number).padStart(2, '0')}`;
  await page.goto('/map#/day=Day1');
  await canvasReady(page);
  const search = page.getByLabel('Search the map');
  const popup = page.getByRole('article', { name: space.name });

  for (const [typed, close] of [[code, 'swipe'], [`東${code}${space.side}`, 'button']] as const) {
    await search.fill(typed);
    await page.getByRole('button', { name: 'Search', exact: true }).tap();
    // The first search loads the reader of space codes, a chunk of its own, before the map flies: on a
    // busy machine that once took longer than the default wait.
    await expect(popup).toBeVisible({ timeout: 20_000 });
    // The card is a sheet at the map's foot: the day, the hall and the search stay clear and usable.
    const card = popup.locator('xpath=ancestor::*[@data-map-card or contains(@class, "maplibregl-popup ")][1]');
    await expect(card).toBeVisible();
    for (const control of controls(page)) {
      expect(overlap(await box(card), await box(control))).toBe(0);
      expect(await topmostAtCentre(control)).toBe(true);
    }
    // The block's romaji stands beside its kana for an English reader.
    await expect(popup).toContainText(`East ${space.block}(${blockRomaji(space.block)})-${code.split('-')[1]}`);
    await expect(page.getByLabel('Hall', { exact: true })).toHaveValue(`E${space.hall}`);
    await expect(page).toHaveURL(new RegExp(`/map#${space.wcid}/day=Day1/hall=E${space.hall}`));
    // Brought close: the selected desk is in view and its number drawn.
    await expect.poll(async () => (await drawnLabels(page.locator('.venue-map-canvas'))).numbers, { timeout: 15_000 }).toBeGreaterThan(0);
    if (close === 'swipe') await swipeDown(page, card.locator('[data-map-card-grip]'));
    else await card.getByRole('button', { name: 'Close' }).tap();
    await expect(popup).toBeHidden();
  }

  // A code that names no space says so, rather than showing nothing.
  await search.fill(`${space.block}-99`);
  await page.getByRole('button', { name: 'Search', exact: true }).tap();
  await expect(page.getByRole('status').filter({ hasText: `No space ${space.block}-99 on this day.` })).toBeVisible();
});

test('a Latin letter that may mean a kana block or a Latin block offers each, with its hall', async ({ page }) => {
  const [pair] = await query<{ kana: string; kanaHall: number; latin: string; latinHall: number; number: number; name: string }>(
    `SELECT k.name AS kana, kh.number AS "kanaHall", l.name AS latin, lh.number AS "latinHall", p."spaceNumber" AS number, c.name
     FROM "Placement" p JOIN "Block" k ON k.id = p."blockId" JOIN "Hall" kh ON kh.id = k."hallId" JOIN "EventDay" d ON d.id = p."dayId" JOIN "Circle" c ON c.id = p."circleId"
     JOIN "Block" l ON l.name = translate(k.name, 'アイウエオ', 'ＡＩＵＥＯ') JOIN "Hall" lh ON lh.id = l."hallId"
     JOIN "Placement" q ON q."blockId" = l.id AND q."dayId" = d.id AND q."spaceNumber" = p."spaceNumber" AND q.side = p.side
     WHERE d."dayNumber" = 1 AND kh.area = 'EAST' AND lh.area = 'EAST' AND k.name IN ('ア', 'イ', 'ウ', 'エ', 'オ') AND p.side = 'a'
     ORDER BY p.id LIMIT 1`,
  );
  if (!pair) throw new Error('the demo event has a katakana and a Latin block with the same space on day 1');
  const letter = pair.latin.normalize('NFKC');
  const number = String(pair.number).padStart(2, '0');
  await page.goto('/map#/day=Day1');
  await canvasReady(page);
  await page.getByLabel('Search the map').fill(`${letter}-${number}a`);
  await page.getByRole('button', { name: 'Search', exact: true }).tap();
  await expect(page.getByRole('status').filter({ hasText: `Which ${letter}-${number}a do you mean?` })).toBeVisible();
  await expect(page.getByRole('button', { name: `East ${pair.latinHall} · ${letter}-${number}a`, exact: true })).toBeVisible();
  const kana = page.getByRole('button', { name: `East ${pair.kanaHall} · ${pair.kana}(${blockRomaji(pair.kana)})-${number}a`, exact: true });
  await kana.tap();
  await expect(page.getByRole('article', { name: pair.name })).toBeVisible();
  await expect(page.getByLabel('Hall', { exact: true })).toHaveValue(`E${pair.kanaHall}`);
});
