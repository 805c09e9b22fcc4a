import type { Page } from '@playwright/test';
import { LISTED_CIRCLE_SQL_TEXT } from '@/lib/catalogue/listed-circles';
import { signInThroughApi } from '../support/accounts';
import { query } from '../support/database';
import { expect, test } from '../support/fixtures';
import { catalogue } from '../support/messages';
import { createPlatinumUser } from '../support/platinum-user';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/shots/${name}.png` });

test('shots', async ({ page, context, baseURL }) => {
  test.setTimeout(240_000);
  const email = await createPlatinumUser('shots');
  const day1 = `d."dayNumber" = 1 AND NOT h."isCorporate" AND NOT c."isAdult" AND ${LISTED_CIRCLE_SQL_TEXT}`;
  const from = `FROM "Circle" c JOIN "Placement" p ON p."circleId" = c.id JOIN "Block" b ON b.id = p."blockId" JOIN "Hall" h ON h.id = b."hallId" JOIN "EventDay" d ON d.id = p."dayId"`;
  const [wall] = await query<{ id: number; hall: number }>(`SELECT c.id, h.number AS hall ${from} WHERE ${day1} AND h.area = 'EAST' AND b."isWall" ORDER BY p.id LIMIT 1`);
  const [west] = await query<{ id: number }>(`SELECT c.id ${from} WHERE ${day1} AND h.area = 'WEST' ORDER BY p.id LIMIT 1`);
  await query(`INSERT INTO "Favorite" ("userId", "circleId", color, memo) SELECT u.id, x.circle, x.color, '' FROM "User" u, (VALUES ($2::int, 1), ($3::int, 2)) AS x(circle, color) WHERE u.email = $1`, [email, west!.id, wall!.id]);
  await query(`INSERT INTO "ColorLabel" ("userId", color, label) SELECT id, x.color, x.label FROM "User", (VALUES (1, 'Must'), (2, 'Want')) AS x(color, label) WHERE email = $1`, [email]);
  await query(`INSERT INTO "PlanDay" ("userId", day, "entranceHall", "stopOrder", "updatedAt") SELECT id, 1, $2, '{}', now() FROM "User" WHERE email = $1`, [email, `E${wall!.hall}`]);
  await signInThroughApi(context.request, email);
  for (const locale of ['en', 'ja', 'zh']) {
    const t = catalogue(locale);
    await context.addCookies([{ name: 'locale', value: locale, url: baseURL ?? '' }]);
    await page.goto('/plan?day=1');
    await page.getByRole('button', { name: new RegExp(`^(${t.Plan.wall}|${t.Plan.shutter})$`) }).first().tap();
    await page.waitForTimeout(300);
    await shot(page, `plan-${locale}`);
    await page.getByRole('button', { name: new RegExp(`^(${t.Plan.wall}|${t.Plan.shutter})$`) }).first().scrollIntoViewIfNeeded();
    await shot(page, `plan-badge-${locale}`);
    await page.goto('/');
    await page.getByRole('region', { name: t.Home.member.eventDayHeading }).scrollIntoViewIfNeeded();
    await shot(page, `home-ask-${locale}`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('navigation', { name: t.Shell.mainNavigation }).getByRole('button', { name: t.Shell.more }).tap();
    await shot(page, `menu-${locale}`);
  }
  await context.addCookies([{ name: 'locale', value: 'en', url: baseURL ?? '' }]);
  await page.goto('/user/favorites');
  await shot(page, 'favourites-en');
  await page.goto('/circle/list?favorite=1');
  await page.getByRole('list', { name: 'Results' }).getByRole('heading', { level: 3 }).getByRole('link').first().click();
  await page.waitForURL(/\/circle\/\d+$/);
  await page.getByRole('link', { name: /^Show on map: .+$/ }).first().tap();
  await expect(page.locator('[data-map-card]')).toBeVisible();
  await page.waitForTimeout(1500);
  await shot(page, 'map-card-en');
  await context.clearCookies();
  await context.addCookies([{ name: 'cookie_consent', value: 'yes', url: baseURL ?? '' }]);
  for (const locale of ['en', 'ja', 'zh']) {
    await context.addCookies([{ name: 'locale', value: locale, url: baseURL ?? '' }]);
    await page.goto('/');
    await page.locator('#home-plan').scrollIntoViewIfNeeded();
    await shot(page, `top-price-${locale}`);
    await page.goto('/auth/sign-up');
    await page.getByRole('group').filter({ has: page.locator('select[name="month"]') }).scrollIntoViewIfNeeded();
    await shot(page, `sign-up-${locale}`);
    await page.goto('/auth/verify?token=' + 'A'.repeat(43));
    await page.getByRole('button', { name: catalogue(locale).Auth.verify.confirm }).tap();
    await page.waitForTimeout(1500);
    await shot(page, `verify-invalid-${locale}`);
  }
});
