import path from 'node:path';
import type { Page } from '@playwright/test';
import { demo, signInThroughApi, uniqueEmail } from '../support/accounts';
import { query } from '../support/database';
import { expect, test } from '../support/fixtures';
import { waitForKeptShellPages } from '../support/offline';
import { catalogue } from '../support/messages';
import { createPlatinumUser } from '../support/platinum-user';
import { withServiceWorker } from '../support/service-worker';
import { acceptedConsent, setCookies } from '../shell/helpers';
import { adultCircle, storedMemos } from './walkthrough-steps';

// Regenerates the phone screenshots of the new member's walkthrough in docs/screens
// (`npm run screens:walkthrough`), one per screen and language, named walkthrough-<step>-<locale>.png.
// The walkthrough itself is tested in new-member-walkthrough.spec.ts; this script finds its way by the
// message catalogues, so that it works the same in every language. Skipped in the ordinary run, which
// must not write into the repository.

test.use(withServiceWorker);

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.skip(!process.env.SCREENS, 'Set SCREENS=1 to write the screenshots');

const screens = path.resolve('docs', 'screens');

async function shoot(page: Page, step: string, locale: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(screens, `walkthrough-${step}-${locale}.png`), animations: 'disabled', caret: 'hide' });
}

for (const locale of ['en', 'ja', 'zh'] as const) {
  test(`walkthrough screens (${locale})`, async ({ page, context, baseURL }) => {
    test.setTimeout(240_000);
    const t = catalogue(locale);
    const circle = await adultCircle();
    await setCookies(context, baseURL, acceptedConsent(locale));

    // The sign-up form as the new member fills it in; the member itself comes from the test support,
    // as the payment screens are the Stripe stand-in's.
    await page.goto('/auth/sign-up');
    await page.locator('input[name="email"]').fill(uniqueEmail(`screens-${locale}`));
    await page.getByLabel(t.Account.showAdult).check();
    await shoot(page, 'sign-up', locale);

    const email = await createPlatinumUser(`walkthrough-${locale}`);
    await query(`UPDATE "User" SET nickname = 'Mika' WHERE email = $1`, [email]);
    await signInThroughApi(context.request, email);

    await page.goto('/');
    await expect(page.getByRole('searchbox', { name: t.Home.member.searchLabel })).toBeVisible();
    await shoot(page, 'home', locale);
    // Before the event the start page asks for the days on Wi-Fi; the menu has the offline panel too.
    await page.getByRole('region', { name: t.Home.member.eventDayHeading }).scrollIntoViewIfNeeded();
    await shoot(page, 'home-save-days', locale);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('navigation', { name: t.Shell.mainNavigation }).getByRole('button', { name: t.Shell.more }).tap();
    await expect(page.getByRole('navigation', { name: t.Shell.mainNavigation }).getByRole('link', { name: t.Offline.indicator.open })).toBeVisible();
    await shoot(page, 'menu-offline', locale);
    await page.keyboard.press('Escape');

    await page.getByRole('searchbox', { name: t.Home.member.searchLabel }).fill(circle.name);
    await page.getByRole('button', { name: t.Home.member.search, exact: true }).tap();
    const row = page.locator('ol li').filter({ hasText: circle.name }).first();
    await expect(row).toBeVisible();
    await shoot(page, 'search', locale);

    await row.locator('[data-favorite-controls] button').first().tap();
    await row.getByRole('group', { name: t.FavoriteControls.colors.replace('{name}', circle.name) }).last().getByRole('button', { name: t.Favorites.colors.orange, exact: true }).tap();
    await page.keyboard.press('Escape');
    await page.locator('button[aria-haspopup="dialog"]').first().tap();
    const sheet = page.getByRole('dialog');
    await sheet.getByLabel(t.CircleList.day, { exact: true }).selectOption(String(circle.day));
    await sheet.getByText(t.Favorites.colors.orange, { exact: true }).tap();
    await shoot(page, 'filters', locale);
    await sheet.getByRole('button', { name: t.CircleList.applyFilters }).tap();
    await expect(page).toHaveURL(/favoriteColor=1/);

    await page.locator('ol li').first().getByRole('heading', { level: 3 }).getByRole('link').first().tap();
    await page.locator('a[href^="/map#"]').first().tap();
    // The circle's card at the map's foot, the hall's favourites button standing on it.
    await expect(page.locator('[data-map-card]')).toBeVisible();
    await page.waitForTimeout(500);
    await shoot(page, 'map-card', locale);
    await page.getByRole('button', { name: t.Map.favoritesSheet.open }).tap();
    await expect(page.getByRole('dialog', { name: t.Map.favoritesSheet.title })).toContainText(circle.name);
    await shoot(page, 'map-favourites', locale);
    await page.keyboard.press('Escape');

    await waitForKeptShellPages(page);
    await context.setOffline(true);
    for (const [step, url] of [['offline-top', '/'], ['offline-print', '/print'], ['offline-page', '/user/favorites'], ['offline-list', '/circle/list']] as const) {
      await page.goto(url);
      await expect(page.locator('h1').first()).toBeVisible();
      await shoot(page, step, locale);
    }

    const first = page.getByRole('list', { name: t.CircleList.results }).getByRole('listitem').first();
    await first.locator('[data-favorite-controls] button').first().tap();
    await first.getByRole('textbox', { name: t.FavoriteControls.memo }).fill('Mika: 2 sets, ask about the tapestry');
    const kept = first.getByText(t.FavoriteControls.queuedOffline);
    await expect(kept).toBeVisible();
    await kept.scrollIntoViewIfNeeded();
    await shoot(page, 'memo-waiting', locale);
    // Closed, the list shows the bar above the header with the count of edits waiting to be sent.
    await page.keyboard.press('Escape');
    await page.evaluate(() => window.scrollTo(0, 0));
    const bar = page.locator('aside').first();
    await expect(bar).toBeVisible();
    await shoot(page, 'memo-count', locale);

    await context.setOffline(false);
    await expect.poll(() => storedMemos(email), { timeout: 45_000 }).toEqual(['Mika: 2 sets, ask about the tapestry']);
    await expect(bar.locator('[aria-live="polite"] p').first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, 'memo-sent', locale);
  });
}

// The screens of the second walk's findings: a hall's map with its block letters, a space code found by
// the map's search, and the start page of a member under 18.
for (const locale of ['en', 'ja', 'zh'] as const) {
  test(`event-day screens (${locale})`, async ({ page, context, baseURL }) => {
    test.setTimeout(180_000);
    const t = catalogue(locale);
    await setCookies(context, baseURL, acceptedConsent(locale));
    const [space] = await query<{ hall: number; block: string; number: number }>(
      `SELECT h.number AS hall, b.name AS block, p."spaceNumber" AS number FROM "Placement" p JOIN "Block" b ON b.id = p."blockId" JOIN "Hall" h ON h.id = b."hallId"
       JOIN "EventDay" d ON d.id = p."dayId" JOIN "Circle" c ON c.id = p."circleId"
       WHERE d."dayNumber" = 1 AND h.area = 'EAST' AND NOT h."isCorporate" AND NOT c."isAdult" AND b.name ~ '^[ァ-ヶ]$' ORDER BY p.id LIMIT 1`,
    );
    if (!space) throw new Error('The demo event has a kana block in an East hall on day 1');
    await signInThroughApi(context.request, await createPlatinumUser(`day-screens-${locale}`));

    await page.goto(`/map#/day=Day1/hall=E${space.hall}`);
    const canvas = page.locator('.venue-map-canvas');
    await expect(canvas).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
    await expect.poll(async () => ((await canvas.getAttribute('data-drawn-blocks')) ?? '').split('|').filter(Boolean).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(8);
    await shoot(page, 'map-hall', locale);

    await page.getByLabel(t.Map.keyword).fill(`${space.block}-${String(space.number).padStart(2, '0')}`);
    await page.getByRole('button', { name: t.Map.search, exact: true }).tap();
    await expect(page.locator('[data-map-card]')).toBeVisible();
    await page.waitForTimeout(1_000);
    await shoot(page, 'map-space-code', locale);
    await page.locator('[data-map-card]').getByRole('button', { name: t.Map.closePopup }).tap();

    // A Latin letter that is also a kana block's romaji: the map offers each, with its hall.
    await page.getByLabel(t.Map.keyword).fill('A-02a');
    await page.getByRole('button', { name: t.Map.search, exact: true }).tap();
    await expect(page.getByRole('status').filter({ hasText: t.Map.spaceCodeWhich.replace('{code}', 'A-02a') })).toBeVisible();
    await shoot(page, 'map-code-choices', locale);

    // A name search: its highlights listed in the sheet.
    const [named] = await query<{ name: string }>(`SELECT c.name FROM "Circle" c JOIN "Placement" p ON p."circleId" = c.id JOIN "Block" b ON b.id = p."blockId" JOIN "Hall" h ON h.id = b."hallId" WHERE h.area = 'EAST' AND h.number = $1 AND NOT c."isAdult" ORDER BY p.id LIMIT 1`, [space.hall]);
    await page.getByLabel(t.Map.keyword).fill(named?.name ?? '');
    await page.getByRole('button', { name: t.Map.search, exact: true }).tap();
    await page.getByRole('button', { name: new RegExp(`^${t.Map.highlightedSheetOpen.replace(/[()（）]/g, '.').replace('{count}', '\\d+')}$`) }).tap();
    await expect(page.getByRole('dialog', { name: t.Map.highlighted })).toBeVisible();
    await shoot(page, 'map-highlights', locale);
    await page.keyboard.press('Escape');

    await context.clearCookies();
    await setCookies(context, baseURL, acceptedConsent(locale));
    await signInThroughApi(context.request, demo.minor);
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: t.Home.member.minorShortcutsLabel })).toBeVisible();
    await shoot(page, 'minor-home', locale);
    await page.goto('/group');
    await expect(page.getByText(t.Groups.needsPlanFromEighteen)).toBeVisible();
    await shoot(page, 'minor-groups', locale);

    // The top page's price: the one /pay charges now, the regular one beside it.
    await context.clearCookies();
    await setCookies(context, baseURL, acceptedConsent(locale));
    await page.goto('/');
    await page.locator('#home-plan').scrollIntoViewIfNeeded();
    await shoot(page, 'top-price', locale);

    // An under-18 birthdate at sign-up, told why.
    await context.clearCookies();
    await setCookies(context, baseURL, acceptedConsent(locale));
    await page.goto('/restriction?after=under-age-sign-up');
    await expect(page.getByRole('heading', { level: 1, name: t.Restriction.underAgeSignUpTitle })).toBeVisible();
    await shoot(page, 'minor-sign-up', locale);
  });
}
