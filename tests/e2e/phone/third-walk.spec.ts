import type { Locator, Page } from '@playwright/test';
import { LISTED_CIRCLE_SQL_TEXT } from '@/lib/catalogue/listed-circles';
import { signInThroughApi } from '../support/accounts';
import { query } from '../support/database';
import { expect, test } from '../support/fixtures';
import { catalogue } from '../support/messages';
import { createPlatinumUser } from '../support/platinum-user';

// Findings of the third phone walk at 390 × 844 with touch: the offline panel in the menu and the ask to
// save the event days, the plan's start and its badges, the top page's price and payment methods, and the
// birthdate menus of sign-up.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const locales = ['en', 'ja', 'zh'] as const;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A message with its `{placeholders}` as "anything". */
const pattern = (message: string) => new RegExp(escape(message).replace(/\\\{\w+\\\}/g, '.+'));

async function switchLocale(page: Page, baseURL: string | undefined, locale: string): Promise<void> {
  await page.context().addCookies([{ name: 'locale', value: locale, url: baseURL ?? '' }]);
}

test('the offline panel opens from the menu, and before the event the start page asks to save the days, one tap starting the save', async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  await signInThroughApi(context.request, await createPlatinumUser('save-ask'));
  for (const locale of locales) {
    const t = catalogue(locale);
    await switchLocale(page, baseURL, locale);
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: t.Shell.mainNavigation });
    await menu.getByRole('button', { name: t.Shell.more }).tap();
    await menu.getByRole('link', { name: t.Offline.indicator.open }).tap();
    const panel = page.getByRole('dialog', { name: t.Offline.panel.title });
    await expect(panel.getByRole('button', { name: t.Offline.panel.save })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    // The demo event is ahead: the start page asks for the days, on Wi-Fi.
    const eventDay = page.getByRole('region', { name: t.Home.member.eventDayHeading });
    await expect(eventDay.getByText(t.Home.member.eventDaySaveNow)).toBeVisible();
    await expect(eventDay.getByRole('link', { name: t.Home.member.saveDaysNow })).toBeVisible();
  }

  // One tap: the panel opens and the save is under way, as its own button starts it.
  await switchLocale(page, baseURL, 'en');
  await page.goto('/');
  await page.getByRole('region', { name: 'On the event day' }).getByRole('link', { name: 'Save the event days now' }).tap();
  const panel = page.getByRole('dialog', { name: 'Event days offline' });
  await expect(panel.getByText(/^Saving… \d+ of \d+$|^Saved on /)).toBeVisible({ timeout: 30_000 });

  // The thanks for a purchase links here (a full load, where the new plan counts): the same save starts.
  await page.goto('/user/favorites');
  await page.goto('/#save-event-days');
  await expect(panel.getByText(/^Saving… \d+ of \d+$|^Saved on /)).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.hash === '');
});

test('the plan says why its walk starts away from the entrance, offers to start there, and its wall badge explains itself', async ({ page, context, baseURL }) => {
  const email = await createPlatinumUser('plan-start');
  const day1 = `d."dayNumber" = 1 AND NOT h."isCorporate" AND NOT c."isAdult" AND ${LISTED_CIRCLE_SQL_TEXT}`;
  const from = `FROM "Circle" c JOIN "Placement" p ON p."circleId" = c.id JOIN "Block" b ON b.id = p."blockId" JOIN "Hall" h ON h.id = b."hallId" JOIN "EventDay" d ON d.id = p."dayId"`;
  const [wall] = await query<{ id: number; hall: number }>(`SELECT c.id, h.number AS hall ${from} WHERE ${day1} AND h.area = 'EAST' AND b."isWall" ORDER BY p.id LIMIT 1`);
  if (!wall) throw new Error('The demo event has a wall circle in an East hall on day 1');
  const [inside] = await query<{ id: number }>(`SELECT c.id ${from} WHERE ${day1} AND h.area = 'EAST' AND h.number = $1 AND NOT b."isWall" ORDER BY p.id LIMIT 1`, [wall.hall]);
  const [west] = await query<{ id: number; hall: number }>(`SELECT c.id, h.number AS hall ${from} WHERE ${day1} AND h.area = 'WEST' ORDER BY p.id LIMIT 1`);
  if (!inside || !west) throw new Error('The demo event has circles in East and West halls on day 1');
  // The must-have colour (the first labelled one) is in West; the entrance is the wall circle's East hall.
  await query(
    `INSERT INTO "Favorite" ("userId", "circleId", color, memo) SELECT u.id, x.circle, x.color, '' FROM "User" u, (VALUES ($2::int, 1), ($3::int, 2), ($4::int, 2)) AS x(circle, color) WHERE u.email = $1`,
    [email, west.id, wall.id, inside.id],
  );
  await query(`INSERT INTO "ColorLabel" ("userId", color, label) SELECT id, x.color, x.label FROM "User", (VALUES (1, 'Must'), (2, 'Want')) AS x(color, label) WHERE email = $1`, [email]);
  await query(`INSERT INTO "PlanDay" ("userId", day, "entranceHall", "stopOrder", "updatedAt") SELECT id, 1, $2, '{}', now() FROM "User" WHERE email = $1`, [email, `EAST-${wall.hall}`]);
  await signInThroughApi(context.request, email);

  for (const locale of locales) {
    const t = catalogue(locale);
    await switchLocale(page, baseURL, locale);
    await page.goto('/plan?day=1');
    const start = page.getByRole('status').filter({ hasText: pattern(t.Plan.startsElsewhere) });
    await expect(start).toContainText(t.Plan.startReason.priority);
    await expect(start.getByRole('button', { name: pattern(t.Plan.startThere) })).toBeVisible();

    const badge: Locator = page.getByRole('button', { name: new RegExp(`^(${escape(t.Plan.wall)}|${escape(t.Plan.shutter)})$`) }).first();
    const explanation = (await badge.textContent())?.trim() === t.Plan.wall ? t.Plan.wallInfo : t.Plan.shutterInfo;
    const shown = page.locator(`[id="${await badge.getAttribute('aria-describedby')}"]`);
    await expect(shown).toBeHidden();
    await expect(badge).toHaveAccessibleDescription(explanation);
    await badge.tap();
    await expect(shown).toBeVisible();
    await expect(shown).toHaveText(explanation);
    await page.keyboard.press('Escape');
    await expect(shown).toBeHidden();
  }

  // One tap starts the walk where it begins; then the plan says nothing more about it.
  await switchLocale(page, baseURL, 'en');
  await page.goto('/plan?day=1');
  await page.getByRole('button', { name: /^Start at .+ instead$/ }).tap();
  await expect(page.getByRole('combobox', { name: 'Start at', exact: true })).toHaveValue(`WEST-${west.hall}`);
  await expect(page.getByRole('status').filter({ hasText: /^Your walk starts in / })).toHaveCount(0);
});

test('the top page quotes the price /pay charges now, the regular one beside it, and /pay’s payment methods', async ({ page, baseURL }) => {
  const [event] = await query<{ monthly: number; campaign: number; running: boolean }>(
    `SELECT "monthlyPriceYen" AS monthly, "campaignPriceYen" AS campaign, coalesce(now() BETWEEN "campaignStartsAt" AND "campaignEndsAt", false) AS running FROM "Event" ORDER BY id LIMIT 1`,
  );
  if (!event) throw new Error('The demo event exists');
  const yen = (amount: number) => `¥${amount.toLocaleString('en')}`;
  await page.goto('/');
  const plan = page.getByRole('region', { name: 'Platinum plan' });
  await expect(plan.getByText(`${yen(event.running ? event.campaign : event.monthly)} per month, tax included`, { exact: true })).toBeVisible();
  if (event.running) await expect(plan.getByText(`Regular price ${yen(event.monthly)} per month`)).toBeVisible();
  for (const locale of locales) {
    await switchLocale(page, baseURL, locale);
    await page.goto('/');
    await expect(page.getByText(catalogue(locale).Payments.methods)).toBeVisible();
  }
});

test('the birthdate’s month and day menus show “Choose” whole on a phone', async ({ page }) => {
  await page.goto('/auth/sign-up');
  const birthdate = page.getByRole('group', { name: 'Date of birth' });
  for (const name of ['Month', 'Day']) {
    const select = birthdate.getByLabel(name, { exact: true });
    await expect(select).toHaveValue('');
    // The room for the shown option: the box less its padding and the menu's arrow (about 24 px: at
    // 99 px wide, as the three menus in one row were, "Choose" showed as "Choos").
    const fits = await select.evaluate((element: HTMLSelectElement) => {
      const style = getComputedStyle(element);
      const context = document.createElement('canvas').getContext('2d');
      if (!context) return null;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = context.measureText(element.options[element.selectedIndex]?.text ?? '').width;
      const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 24;
      return { text, room };
    });
    expect(fits, name).not.toBeNull();
    expect(fits!.room, name).toBeGreaterThanOrEqual(fits!.text);
  }
});
