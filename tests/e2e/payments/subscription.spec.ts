import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { LISTED_CIRCLE_SQL_TEXT } from '@/lib/catalogue/listed-circles';
import { demo, signInThroughApi, signUpAndConfirm, uniqueEmail } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { standInSettings } from '@/tests/support/stand-in-settings';
import { query } from '../support/database';

const upsell = (page: Page) => page.getByRole('dialog', { name: 'Platinum Plan Purchase Required' });

/** The steps from the plan to Stripe's (the stand-in's) checkout page. */
async function reachCheckout(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Get the Platinum plan' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Check the plan' })).toBeVisible();
  await expect(page.getByText('Entry tickets for the convention are not included; they are sold separately.')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Your information' })).toBeVisible();
  await page.getByLabel('Nickname').fill('Pay Tester');
  await page.getByLabel('See adult content').check();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Confirm' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No refunds' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay with Stripe' }).click();
  await expect(page.getByText('Please agree to the payment terms to continue.')).toBeVisible();
  await page.getByLabel(/I agree to pay/).check();
  await page.getByRole('button', { name: 'Pay with Stripe' }).click();

  await expect(page.getByRole('heading', { name: 'Stand-in checkout' })).toBeVisible();
}

async function buyPlan(page: Page): Promise<void> {
  await reachCheckout(page);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/pay\?session_id=cs_/);
  await expect(page.getByRole('main').getByRole('status')).toContainText('Thank you for your purchase!');
}

test('a user without a plan pays, cancels, loses the list at the period end and gets the favourites back on re-registration', async ({ page, context }) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('payer');
  const password = `pw-${randomBytes(6).toString('hex')}`;
  await signUpAndConfirm(page, email, password);
  await signInThroughApi(context.request, email, password);

  const [user] = await query<{ id: string }>('SELECT id FROM "User" WHERE email = $1', [email]);
  const [circle] = await query<{ id: number; name: string }>(
    `SELECT id, name FROM "Circle" c WHERE "isAdult" = false AND ${LISTED_CIRCLE_SQL_TEXT} ORDER BY id LIMIT 1`,
  );
  if (!user || !circle) throw new Error('the demo data has no user or circle');
  await query(`INSERT INTO "Favorite" ("userId", "circleId", color, memo) VALUES ($1, $2, 3, 'kept across plans')`, [user.id, circle.id]);
  const favouriteCount = async () => Number((await query<{ count: string }>('SELECT count(*) FROM "Favorite" WHERE "userId" = $1', [user.id]))[0]?.count);

  // Without a plan: the upsell dialog, whose link leads to the payment steps.
  await page.goto('/circle/list');
  await expect(upsell(page)).toBeVisible();
  await upsell(page).getByRole('link', { name: 'Get the Platinum plan' }).click();
  // Leaving Stripe's page without paying ends on the cancel page, with nothing charged.
  await reachCheckout(page);
  await page.getByRole('link', { name: 'Back to the shop' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment cancelled' })).toBeVisible();
  expect(await query('SELECT id FROM "Payment" WHERE "userId" = $1', [user.id])).toEqual([]);
  await page.getByRole('link', { name: 'Back to the plan' }).click();
  await buyPlan(page);

  await page.getByRole('link', { name: 'Open the circle list' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Circle list' })).toBeVisible();
  await expect(upsell(page)).toHaveCount(0);
  await page.goto('/circle/list?favorite=1');
  await expect(page.getByRole('main')).toContainText(circle.name);

  // A member cannot start another payment.
  await page.goto('/pay');
  await expect(page.getByRole('heading', { name: 'You have the Platinum plan' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay with Stripe' })).toHaveCount(0);

  // Cancelling stops the renewal; access stays until the period ends.
  await page.goto('/account/billing');
  await expect(page.getByRole('definition').filter({ hasText: 'Active, renews monthly' })).toBeVisible();
  const history = page.getByRole('table');
  await expect(history.getByRole('row')).toHaveCount(2);
  await expect(history).toContainText('¥1,000');
  await expect(history).toContainText('Paid');
  await page.getByRole('button', { name: 'Stop the renewal' }).click();
  await page.getByRole('button', { name: 'Yes, stop the renewal' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('The renewal is stopped. You keep Platinum until the paid period ends.');
  await page.reload();
  await expect(page.getByRole('definition').filter({ hasText: 'Renewal stopped' })).toBeVisible();
  await page.goto('/circle/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Circle list' })).toBeVisible();
  await expect(upsell(page)).toHaveCount(0);

  // The period ends: Stripe deletes the subscription and says so.
  const [subscription] = await query<{ stripeSubscriptionId: string }>(
    'SELECT "stripeSubscriptionId" FROM "Subscription" WHERE "userId" = $1 AND "stripeSubscriptionId" IS NOT NULL',
    [user.id],
  );
  const stripeApi = standInSettings(Number(process.env.E2E_PORT ?? 3100), process.env.E2E_DATA_DIR ?? '').stripeApiUrl;
  const ended = await fetch(`${stripeApi}/_stand-in/subscriptions/${subscription?.stripeSubscriptionId}/end`, { method: 'POST' });
  expect(await ended.json()).toMatchObject({ status: 200 });

  await page.goto('/circle/list?favorite=1');
  await expect(upsell(page)).toBeVisible();
  // The dialog hides the page from assistive technology; no row of the list is rendered behind it either.
  await expect(page.getByText(circle.name)).toHaveCount(0);
  await page.goto('/user/favorites');
  await expect(upsell(page)).toBeVisible();
  expect(await favouriteCount()).toBe(1);

  // Buying again brings the favourites back.
  await page.goto('/pay');
  await buyPlan(page);
  await page.goto('/circle/list?favorite=1');
  await expect(upsell(page)).toHaveCount(0);
  await expect(page.getByRole('main')).toContainText(circle.name);
  await page.goto('/account/billing');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(3);
});

test('the demo Platinum member sees the member view and no payment', async ({ page, context }) => {
  await signInThroughApi(context.request, demo.platinum);
  await page.goto('/pay');
  await expect(page.getByRole('heading', { name: 'You have the Platinum plan' })).toBeVisible();
  await expect(page.getByText('A Platinum member cannot buy the plan again.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
});

const localised = [
  ['ja', 'プラチナプラン', '即売会の入場チケットは含まれません。別途販売しています。'],
  ['zh', '白金套餐', '费用不包含展会入场券，入场券另行销售。'],
] as const;

for (const [locale, planTitle, ticketsNote] of localised) {
  test(`the plan and its notes read in ${locale}`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'locale', value: locale, url: baseURL ?? '' }]);
    await page.goto('/pay');
    await expect(page.getByRole('heading', { level: 2, name: planTitle })).toBeVisible();
    await expect(page.getByText(ticketsNote)).toBeVisible();
  });
}
