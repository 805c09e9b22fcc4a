import { expect, test, type Page } from '@playwright/test';
import { LISTED_CIRCLE_SQL_TEXT } from '@/lib/catalogue/listed-circles';
import { demo, signInThroughApi } from '../support/accounts';
import { query } from '../support/database';
import { acceptedConsent, setCookies } from '../shell/helpers';

// The start page of the installed app, as a member and as a visitor meet it on a phone.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const shortcuts = (page: Page) => page.getByRole('navigation', { name: 'Your catalogue' });

/** The event's days as the database has them, written the way the page writes them in English. */
async function eventDays(): Promise<string[]> {
  const rows = await query<{ day: number; date: string }>(
    `SELECT d."dayNumber" AS day, to_char(d.date, 'YYYY-MM-DD') AS date FROM "EventDay" d ORDER BY d."dayNumber"`,
  );
  const format = new Intl.DateTimeFormat('en', { year: 'numeric', month: 'short', day: 'numeric', weekday: 'short', timeZone: 'UTC' });
  return rows.map((row) => `Day ${row.day}: ${format.format(new Date(`${row.date}T00:00:00Z`))}`);
}

test.beforeEach(async ({ context, baseURL }) => {
  await setCookies(context, baseURL, acceptedConsent('en'));
});

test.describe('a Platinum member', () => {
  test.beforeEach(async ({ context }) => {
    await signInThroughApi(context.request, demo.platinum);
  });

  test('searches from the home box and lands on the list with the keyword and a result', async ({ page }) => {
    const [circle] = await query<{ name: string }>(
      `SELECT name FROM "Circle" c WHERE ${LISTED_CIRCLE_SQL_TEXT} AND NOT "isAdult" ORDER BY id LIMIT 1`,
    );
    if (!circle) throw new Error('The demo event has a listed circle');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toHaveCount(0);
    const box = page.getByRole('searchbox', { name: 'Search circles' });
    await expect(box).toBeInViewport();
    await box.tap();
    await box.fill(circle.name);
    await page.getByRole('button', { name: 'Search', exact: true }).tap();
    await expect(page).toHaveURL((url) => url.pathname === '/circle/list' && url.searchParams.get('keyword') === circle.name);
    await expect(page.getByRole('list', { name: 'Results' })).toContainText(circle.name);
  });

  test('sees the event days with their dates, here and on the list', async ({ page }) => {
    const days = await eventDays();
    expect(days.length, 'the demo event has two days').toBe(2);
    await page.goto('/');
    const onHome = page.getByRole('list', { name: 'Event days' });
    for (const day of days) await expect(onHome.getByText(day, { exact: true })).toBeVisible();
    await page.goto('/circle/list');
    for (const day of days) await expect(page.getByRole('list', { name: 'Event days' }).getByText(day, { exact: true })).toBeVisible();
  });

  for (const [name, path, heading] of [
    ['Favourites', '/user/favorites', /favourites/i],
    ['Event-day plan', '/plan', /plan/i],
    ['Map', '/map', /map/i],
    ['Print', '/print', /print/i],
  ] as const) {
    test(`the ${name} entry leads to its page`, async ({ page }) => {
      await page.goto('/');
      await shortcuts(page).getByRole('link', { name, exact: true }).tap();
      await expect(page).toHaveURL((url) => url.pathname === path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeAttached();
    });
  }

  test('sees the plan with its end date, the event-day entry and the main menu', async ({ page }) => {
    const [grant] = await query<{ until: string }>(
      `SELECT to_char(r."expiresAt" AT TIME ZONE 'Asia/Tokyo', 'YYYY-MM-DD') AS until FROM "UserRole" r JOIN "User" u ON u.id = r."userId"
       WHERE u.email = $1 AND r.role = 'PLATINUM'`,
      [demo.platinum],
    );
    if (!grant) throw new Error('The demo member holds the Platinum plan');
    const until = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${grant.until}T00:00:00Z`));
    await page.goto('/');
    // The subscription is "Your membership", apart from the event-day plan the shortcuts lead to.
    const plan = page.getByRole('region', { name: 'Your membership' });
    await expect(plan).toContainText('Platinum plan');
    await expect(plan.getByText(`Valid until ${until}`, { exact: true })).toBeVisible();
    await expect(page.locator('main').getByText('¥')).toHaveCount(0);

    await page.getByRole('link', { name: 'Offline data: save or check the event days' }).tap();
    const panel = page.getByRole('dialog', { name: 'Event days offline' });
    await expect(panel.getByRole('button', { name: 'Save for offline use' })).toBeInViewport();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });
});

test('a visitor still sees what the plan offers, its price and the sign-in', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Find every circle at the convention, in your language' })).toBeVisible();
  await expect(page.getByText(/^¥[\d,]+ per month, tax included$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in or create an account' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search circles' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
});

test('help promises only what the app does offline, and says how to save the event days', async ({ page }) => {
  await page.goto('/docs/help');
  const section = page.getByRole('region', { name: 'Offline use' });
  await expect(section).toContainText('Before the event, save the event days on this device');
  await expect(section).toContainText('“Save for offline use”');
  await expect(section).toContainText('only the top page, the circle list and the print page you last opened are kept');
  await expect(page.getByText('Pages you have opened keep working')).toHaveCount(0);
  // The steps it names are there on a phone: the start page's link opens the panel with that button.
  await signInThroughApi(page.context().request, demo.platinum);
  await page.goto('/');
  await page.getByRole('button', { name: /^Offline data/ }).tap();
  await expect(page.getByRole('dialog', { name: 'Event days offline' }).getByRole('button', { name: 'Save for offline use' })).toBeVisible();
});

test('the upsell states the same prices as the top page: the campaign with its end while it runs, and the regular one', async ({ page, context }) => {
  const [event] = await query<{ monthly: number; campaign: number; running: boolean; ends: Date | null; until: Date }>(
    `SELECT "monthlyPriceYen" AS monthly, "campaignPriceYen" AS campaign, "planValidUntil" AS until, "campaignEndsAt" AS ends,
            coalesce(now() BETWEEN "campaignStartsAt" AND "campaignEndsAt", false) AS running FROM "Event" ORDER BY id LIMIT 1`,
  );
  if (!event) throw new Error('The demo event exists');
  const yen = (amount: number) => `¥${amount.toLocaleString('en')}`;
  const long = (date: Date) => new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'Asia/Tokyo' }).format(date);
  await page.goto('/');
  await expect(page.getByText(`${yen(event.running ? event.campaign : event.monthly)} per month, tax included`, { exact: true })).toBeVisible();
  if (event.running) await expect(page.getByText(`Regular price ${yen(event.monthly)} per month`)).toBeVisible();

  await signInThroughApi(context.request, demo.member);
  await page.goto('/circle/list');
  const dialog = page.getByRole('dialog', { name: 'Platinum Plan Purchase Required' });
  await expect(dialog).toContainText(
    event.running && event.ends
      ? `${yen(event.campaign)} a month during the launch campaign until ${long(event.ends)} (regular price ${yen(event.monthly)}), valid until ${long(event.until)}`
      : `${yen(event.monthly)} a month, valid until ${long(event.until)}`,
  );
});
