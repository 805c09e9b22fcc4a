import type { CDPSession, Locator } from '@playwright/test';
import { LISTED_CIRCLE_SQL_TEXT } from '@/lib/catalogue/listed-circles';
import { demo, signInThroughApi } from '../support/accounts';
import { query } from '../support/database';
import { expect, test } from '../support/fixtures';
import { catalogue } from '../support/messages';
import { acceptedConsent, setCookies } from '../shell/helpers';

// Issue 49: the circle page's menu in the full-screen viewer as a member uses it on a phone: a tap opens
// it, a swipe moves to the next page, two fingers zoom, Escape and the close button each close it and
// give the focus back to the thumbnail that opened it, and every image reads its text in the member's
// language. Touches go through the DevTools protocol, which Chromium turns into the pointer events the
// viewer listens to (two touch points are a real pinch).

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

type Touch = { x: number; y: number; id: number };

async function touches(cdp: CDPSession, paths: Touch[][], steps = 8): Promise<void> {
  const at = (step: number) => paths.map((path) => {
    const [from, to] = [path[0] as Touch, path[path.length - 1] as Touch];
    return { id: from.id, x: from.x + ((to.x - from.x) * step) / steps, y: from.y + ((to.y - from.y) * step) / steps };
  });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let step = 1; step <= steps; step += 1) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(step) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

const centre = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on the screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

/** The scale of the viewer's transform (`translate(…) scale(n)`). */
const scaleOf = async (image: Locator) => Number(/scale\(([\d.]+)\)/.exec((await image.getAttribute('style')) ?? '')?.[1] ?? 'NaN');

test('the menu opens full screen by a tap, swipes to its next page, zooms by pinch, and closes by Escape and by the button, with the focus back and the alt texts in Japanese', async ({ page, context, baseURL }) => {
  // A general circle with a menu of two pages (the demo gives a fifth of its menus a second page).
  const [circle] = await query<{ id: number; name: string }>(
    `SELECT c.id, c.name FROM "Circle" c WHERE NOT c."isAdult" AND ${LISTED_CIRCLE_SQL_TEXT}
       AND EXISTS (SELECT 1 FROM "CatalogueImage" i WHERE i."circleId" = c.id AND i.kind = 'MENU' AND i.position = 1 AND NOT i."isAdult")
     ORDER BY c.id LIMIT 1`,
  );
  if (!circle) throw new Error('the demo event has no general circle with a two-page menu');
  const pages = await query<{ altJa: string; altEn: string }>(`SELECT "altJa", "altEn" FROM "CatalogueImage" WHERE "circleId" = $1 AND kind = 'MENU' ORDER BY position`, [circle.id]);
  expect(pages).toHaveLength(2);
  expect(pages.every((menu) => menu.altJa !== '' && menu.altJa !== menu.altEn)).toBe(true);

  const t = catalogue('ja');
  await setCookies(context, baseURL, acceptedConsent('ja'));
  await signInThroughApi(context.request, demo.platinum);
  await page.goto(`/circle/${circle.id}`);
  const menu = page.locator('section').filter({ has: page.getByRole('heading', { name: t.CircleDetail.menu, exact: true }) });
  const thumbnails = menu.getByRole('link');
  await expect(thumbnails).toHaveCount(2);
  for (const [index, shown] of pages.entries()) await expect(thumbnails.nth(index).getByRole('img')).toHaveAttribute('alt', shown.altJa);

  const opener = thumbnails.first();
  await opener.tap();
  const viewer = page.getByRole('dialog', { name: t.CircleDetail.menuTitle.replace('{name}', circle.name) });
  await expect(viewer).toBeVisible();
  const image = viewer.getByRole('img');
  await expect(image).toHaveAttribute('alt', pages[0]?.altJa ?? '');
  await expect(image).toHaveAttribute('src', /\/cuts\/images\/\d+\?s=full/);
  const firstPage = (await image.getAttribute('src')) ?? '';
  const position = (number: number) => viewer.getByText(t.ImageViewer.position.replace('{number}', String(number)).replace('{total}', '2'), { exact: true });
  await expect(position(1)).toBeVisible();

  const cdp = await context.newCDPSession(page);
  // A swipe to the left: the next page.
  const middle = await centre(image);
  await touches(cdp, [[{ ...middle, x: middle.x + 120, id: 0 }, { ...middle, x: middle.x - 120, id: 0 }]]);
  await expect(position(2)).toBeVisible();
  await expect(image).not.toHaveAttribute('src', firstPage);
  await expect(image).toHaveAttribute('alt', pages[1]?.altJa ?? '');

  // Two fingers moving apart: the page grows.
  expect(await scaleOf(image)).toBe(1);
  await touches(cdp, [
    [{ x: middle.x - 30, y: middle.y, id: 1 }, { x: middle.x - 150, y: middle.y, id: 1 }],
    [{ x: middle.x + 30, y: middle.y, id: 2 }, { x: middle.x + 150, y: middle.y, id: 2 }],
  ]);
  await expect.poll(() => scaleOf(image)).toBeGreaterThan(2);

  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.tap();
  await expect(viewer).toBeVisible();
  // Each opening starts on the page tapped, unzoomed.
  await expect(image).toHaveAttribute('src', firstPage);
  expect(await scaleOf(image)).toBe(1);
  await viewer.getByRole('button', { name: t.ImageViewer.close }).tap();
  await expect(viewer).toBeHidden();
  await expect(opener).toBeFocused();
});
