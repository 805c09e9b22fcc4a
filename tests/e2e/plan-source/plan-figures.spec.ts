import { demo, signInThroughApi } from '../support/accounts';
import { query } from '../support/database';
import { expect, test } from '../support/fixtures';

// Every figure the site states for the plan comes from the event row. Change it there, in one place, and
// every screen follows. This spec runs in a project of its own after all others (playwright.config.ts),
// because the figures it writes would surprise specs that run beside it.

type PlanRow = { monthlyPriceYen: number; campaignPriceYen: number; campaignEndsAt: Date | null; planValidUntil: Date };

const changed = { monthlyPriceYen: 2_480, campaignPriceYen: 1_240 };
let original: PlanRow;
let campaignEndsAt: Date;

const longDate = (date: Date) => new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'Asia/Tokyo' }).format(date);

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  [original] = (await query<PlanRow>(
    `SELECT "monthlyPriceYen", "campaignPriceYen", "campaignEndsAt", "planValidUntil" FROM "Event" ORDER BY id LIMIT 1`,
  )) as [PlanRow];
  // A campaign that runs today, whatever day the suite runs on, and ends before the plan does.
  campaignEndsAt = new Date(Math.min(Date.now() + 5 * 86_400_000, original.planValidUntil.getTime() - 86_400_000));
  await query(
    `UPDATE "Event" SET "monthlyPriceYen" = $1, "campaignPriceYen" = $2, "campaignStartsAt" = now() - interval '1 day', "campaignEndsAt" = $3`,
    [changed.monthlyPriceYen, changed.campaignPriceYen, campaignEndsAt],
  );
});

test.afterAll(async () => {
  await query(`UPDATE "Event" SET "monthlyPriceYen" = $1, "campaignPriceYen" = $2, "campaignEndsAt" = $3`, [
    original.monthlyPriceYen,
    original.campaignPriceYen,
    original.campaignEndsAt,
  ]);
});

test('the top page, help and the legal notice quote the event row', async ({ page }) => {
  await page.goto('/');
  // The price that applies now, as /pay charges it, and the regular one beside it.
  await expect(page.getByText('¥1,240 per month, tax included')).toBeVisible();
  await expect(page.getByText(`Launch campaign price until ${longDate(campaignEndsAt)}`)).toBeVisible();
  await expect(page.getByText('Regular price ¥2,480 per month')).toBeVisible();
  await expect(page.getByText(`Valid until ${longDate(original.planValidUntil)}`)).toBeVisible();

  await page.goto('/docs/help');
  await expect(page.locator('main')).toContainText('¥2,480');
  await expect(page.locator('main')).toContainText('¥1,240');

  await page.goto('/docs/commercial-transactions');
  await expect(page.locator('main')).toContainText('¥2,480 per month');
  await expect(page.locator('main')).toContainText('¥1,240');
});

test('the upsell dialog and /pay charge what the top page says', async ({ page, context }) => {
  await signInThroughApi(context.request, demo.member);
  await page.goto('/circle/list');
  const dialog = page.getByRole('dialog', { name: 'Platinum Plan Purchase Required' });
  await expect(dialog).toContainText(`¥1,240 a month during the launch campaign until ${longDate(campaignEndsAt)} (regular price ¥2,480), valid until ${longDate(original.planValidUntil)}`);

  await page.goto('/pay');
  await expect(page.locator('main')).toContainText('¥1,240');
  await expect(page.locator('main')).not.toContainText('¥1,000');
});
