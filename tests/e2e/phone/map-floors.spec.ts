import type { Locator, Page } from '@playwright/test';
import { signInThroughApi } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { createPlatinumUser } from '../support/platinum-user';

// The map switches floors on a phone (390 × 844): the demo's corporate halls (West 3-4, South 3-4) stand on
// floor 2, above West 1-2 and South 1-2; a floor chosen shows its own halls' names and no other floor's.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

async function canvasReady(page: Page): Promise<Locator> {
  const canvas = page.getByRole('region', { name: 'Venue map' }).first().locator('.venue-map-canvas');
  await expect(canvas).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  return canvas;
}

const drawnHalls = async (canvas: Locator) => ((await canvas.getAttribute('data-drawn-halls')) ?? '').split('|').filter(Boolean);

test.beforeEach(async ({ context }) => {
  await signInThroughApi(context.request, await createPlatinumUser('map-floors'));
});

test('the floor switch takes the map upstairs, where only that floor\'s halls are drawn', async ({ page }) => {
  await page.goto('/map#/day=Day1/hall=W1');
  const canvas = await canvasReady(page);
  const floor = page.getByLabel('Floor', { exact: true });
  await expect(floor).toHaveValue('1');
  await expect(floor.locator('option')).toHaveText(['All floors', 'Floor 1', 'Floor 2']);
  await expect.poll(() => drawnHalls(canvas), { timeout: 15_000 }).toContain('West 1');

  await floor.selectOption('2');
  await expect(page.getByLabel('Hall', { exact: true })).toHaveValue('W3');
  await expect(canvas).toHaveAttribute('data-view', '1:W3:');
  await expect.poll(() => drawnHalls(canvas), { timeout: 15_000 }).toContain('West 3');
  // Two steps out, the halls around West 3 are in view: those of floor 2 are named, West 1 and South 1
  // (a floor below, beside it on the demo's plan) are not drawn while floor 2 is shown.
  const zoomOut = page.getByRole('button', { name: 'Zoom out' });
  for (let step = 0; step < 2; step += 1) {
    await zoomOut.tap();
    await page.waitForTimeout(500);
  }
  await expect.poll(() => drawnHalls(canvas), { timeout: 15_000 }).toEqual(expect.arrayContaining(['West 3', 'West 4']));
  const drawn = await drawnHalls(canvas);
  expect(drawn).not.toContain('West 1');
  expect(drawn).not.toContain('South 1');
});
