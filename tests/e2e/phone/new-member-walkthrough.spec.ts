import { randomBytes } from 'node:crypto';
import { uniqueEmail } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { linkPath, waitForMail } from '../support/mailbox';
import { waitForKeptShellPages } from '../support/offline';
import { acceptedConsent, setCookies } from '../shell/helpers';
import { adultCircle, expectInViewport, results, signUpAsAdult, storedColour, storedMemos } from './walkthrough-steps';
import { withServiceWorker } from '../support/service-worker';

// The phone walkthrough of a new member, step by step: signing up as an adult who sees adult content,
// the home page, paying for the plan with the Stripe stand-in, a search from the home box, the filter
// sheet, the hall's favourites on the map, and the top page, the list and the print page without a
// network, with a memo written offline that waits on the device and is sent when the network returns.

test.use(withServiceWorker);

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const indicator = (page: import('@playwright/test').Page) => page.getByRole('complementary', { name: 'Connection and offline data' });

test('a new adult member signs up, searches, filters and keeps working offline', async ({ page, context, baseURL }) => {
  test.setTimeout(300_000);
  await setCookies(context, baseURL, acceptedConsent('en'));
  const email = uniqueEmail('walkthrough');
  const password = `pw-${randomBytes(6).toString('hex')}`;
  const circle = await adultCircle();

  await test.step('signs up, choosing to see adult content', async () => {
    await signUpAsAdult(page, email, password);
    const mail = await waitForMail(email, 'Confirm your email address');
    await page.goto(linkPath(mail, '/auth/verify'));
    await page.getByRole('button', { name: 'Confirm and sign in' }).tap();
  });

  await test.step('is signed in by the link and lands on a home that leads on, with no restriction page', async () => {
    // Signed in by the link (no password again), on the list, which offers the plan; never on the restriction page.
    await expect(page).toHaveURL((url) => url.pathname === '/circle/list');
    await expect(page.getByRole('dialog', { name: 'Platinum Plan Purchase Required' })).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get the Platinum plan' })).toBeVisible();
    await expect(page.getByText(/“See adult content” is switched off/)).toHaveCount(0);
  });

  await test.step('pays for the Platinum plan', async () => {
    await page.getByRole('link', { name: 'Get the Platinum plan' }).tap();
    await page.getByRole('button', { name: 'Continue' }).tap();
    await page.getByLabel('Nickname').fill('Walkthrough');
    await expect(page.getByLabel('See adult content')).toBeChecked();
    await page.getByRole('button', { name: 'Save and continue' }).tap();
    await page.getByLabel(/I agree to pay/).check();
    await page.getByRole('button', { name: 'Pay with Stripe' }).tap();
    await expect(page.getByRole('heading', { name: 'Stand-in checkout' })).toBeVisible();
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText('Thank you for your purchase!');
    // Asked at once to keep the event days on the phone; its link opens the start page saving them.
    const ask = page.getByRole('region', { name: 'Before the event: save the event days on this phone' });
    await expect(ask.getByRole('link', { name: 'Save the event days now' })).toHaveAttribute('href', '/#save-event-days');
  });

  await test.step('searches from the home box and sees the first result without scrolling past filters', async () => {
    await page.goto('/');
    const box = page.getByRole('searchbox', { name: 'Search circles' });
    await expect(box).toBeInViewport();
    await box.fill(circle.name);
    await page.getByRole('button', { name: 'Search', exact: true }).tap();
    await expect(page).toHaveURL((url) => url.pathname === '/circle/list' && url.searchParams.get('keyword') === circle.name);
    await expectInViewport(page, results(page).getByRole('listitem').first());
    const row = results(page).getByRole('listitem').filter({ hasText: circle.name }).first();
    await expect(row).toBeVisible();
    // Favourited in orange here, so that the colour filter of the next step finds it.
    await row.getByRole('button', { name: `Add ${circle.name} to favourites` }).tap();
    await row.getByRole('group', { name: `Colours for ${circle.name}` }).last().getByRole('button', { name: 'Orange', exact: true }).tap();
    await page.keyboard.press('Escape');
    await expect(row.getByRole('button', { name: `Favourite colour of ${circle.name}: Orange` })).toBeVisible();
    await expect.poll(() => storedColour(email, circle.id)).toBe(1);
  });

  await test.step('opens the filter sheet and applies a day and a colour', async () => {
    await page.getByRole('button', { name: /^Filters/ }).tap();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByLabel('Day', { exact: true }).selectOption(String(circle.day));
    await sheet.getByText('Orange', { exact: true }).tap();
    await sheet.getByRole('button', { name: 'Apply filters' }).tap();
    await expect(page).toHaveURL((url) => url.searchParams.get('day') === String(circle.day) && url.searchParams.get('favoriteColor') === '1');
    await expect(results(page).getByRole('listitem').first()).toContainText(circle.name);
    await expectInViewport(page, results(page).getByRole('listitem').first());
  });

  await test.step("opens the map and reaches the hall's favourites list", async () => {
    await results(page).getByRole('listitem').first().getByRole('heading', { level: 3 }).getByRole('link').first().tap();
    await page.getByRole('link', { name: /^Show on map: .+$/ }).first().tap();
    await expect(page).toHaveURL((url) => url.pathname === '/map');
    await page.getByRole('button', { name: 'Favourites in this hall' }).tap();
    const sheet = page.getByRole('dialog', { name: 'Favourites in this hall' });
    await expect(sheet.getByRole('list', { name: 'Favourites in this hall' })).toContainText(circle.name);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
  });

  await test.step('goes offline and still opens the top page, the circle list and the print page', async () => {
    await waitForKeptShellPages(page);
    await context.setOffline(true);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Walkthrough' })).toBeVisible();
    await expect(indicator(page)).toContainText('Offline');
    await page.goto('/print');
    await expect(page.getByRole('heading', { level: 1, name: /print/i })).toBeVisible();
    await page.goto('/circle/list');
    await expect(results(page).getByRole('listitem').first()).toBeVisible();
  });

  const memo = `Written offline at the hall ${Date.now()}`;
  await test.step('edits a memo offline and sees it waiting', async () => {
    const first = results(page).getByRole('listitem').first();
    const control = first.getByRole('button', { name: /^(Add .+ to favourites|Favourite colour of .+)$/ });
    await control.tap();
    await first.getByRole('textbox', { name: 'Memo' }).fill(memo);
    await expect(first.getByText('No connection: kept on this device and sent when the connection returns.')).toBeVisible();
    await expect(first.getByText(/Not saved yet/)).toHaveCount(0);
    await expect(indicator(page)).toContainText('Offline · 1 change to send');
  });

  await test.step('goes online and sees it sent', async () => {
    await context.setOffline(false);
    await expect(page.getByText('1 change was sent.')).toBeVisible({ timeout: 45_000 });
    await expect(indicator(page)).not.toContainText('to send');
    await expect.poll(() => storedMemos(email)).toEqual([memo]);
  });
});
