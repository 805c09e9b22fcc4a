import type { Browser, BrowserContext, Page } from '@playwright/test';
import { LISTED_CIRCLE_SQL_TEXT } from '@/lib/catalogue/listed-circles';
import { signInThroughApi } from '../support/accounts';
import { query } from '../support/database';
import { expect, test } from '../support/fixtures';
import { createPlatinumUser } from '../support/platinum-user';
import { withServiceWorker } from '../support/service-worker';

// Issue 35's target, end to end: three members on three phones. One creates a group and invites the
// two others by link; each wants works from circle pages or the favourites page; the owner applies the suggested split; the
// buyer of the most wanted circle marks two works bought and one sold out while offline and comes back;
// the two others see the marks within 5 s, and the settlement shows what each owes the buyer.

test.use(withServiceWorker);

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true };

type Member = { email: string; nickname: string; context: BrowserContext; page: Page; id: string };

async function member(browser: Browser, baseURL: string, nickname: string): Promise<Member> {
  const email = await createPlatinumUser(nickname.toLowerCase());
  await query(`UPDATE "User" SET nickname = $2 WHERE email = $1`, [email, nickname]);
  const id = (await query<{ id: string }>(`SELECT id FROM "User" WHERE email = $1`, [email]))[0]!.id;
  // As the shared fixture sets up its context: cookies accepted, English, an address of its own.
  const context = await browser.newContext({ ...phone, baseURL, extraHTTPHeaders: { 'x-forwarded-for': `10.35.${nickname.length}.${nickname.charCodeAt(0)}` } });
  await context.addCookies([
    { name: 'cookie_consent', value: 'yes', url: baseURL },
    { name: 'locale', value: 'en', url: baseURL },
  ]);
  await signInThroughApi(context.request, email);
  return { email, nickname, context, page: await context.newPage(), id };
}

/** Three listed circles, not adult, each with priced works: the first with two. */
async function circlesWithWorks() {
  const rows = await query<{ circleId: number; name: string; workId: number; title: string; priceYen: number }>(
    `SELECT c.id AS "circleId", c.name, w.id AS "workId", w.title, w."priceYen"
     FROM "Circle" c JOIN "Work" w ON w."circleId" = c.id
     WHERE NOT c."isAdult" AND NOT w."isAdult" AND w."priceYen" > 0 AND ${LISTED_CIRCLE_SQL_TEXT}
       AND EXISTS (SELECT 1 FROM "Placement" p WHERE p."circleId" = c.id)
       AND c.id IN (SELECT "circleId" FROM "Work" WHERE NOT "isAdult" AND "priceYen" > 0 GROUP BY "circleId" HAVING count(*) >= 2)
     ORDER BY (c.id * 7919) % 10007, w."sortOrder", w.id LIMIT 12`,
  );
  const byCircle = new Map<number, typeof rows>();
  for (const row of rows) byCircle.set(row.circleId, [...(byCircle.get(row.circleId) ?? []), row]);
  const [first, second, third] = [...byCircle.values()];
  if (!first || !second || !third) throw new Error('The demo event needs three circles with two priced works each.');
  return { first, second, third };
}

type Wanted = { circleId: number; name: string; workId: number; title: string };

async function want(page: Page, { circleId, workId, title }: Wanted, quantity: number) {
  await page.goto(`/circle/${circleId}`);
  await fillWant(page, workId, title, quantity);
}

/** From the favourites page: a favourite's "Want for a group" opens the circle page's wants form. */
async function wantFromFavourites(page: Page, memberId: string, wanted: Wanted, quantity: number) {
  await query(`INSERT INTO "Favorite" ("userId", "circleId", color, memo) VALUES ($1, $2, 1, '') ON CONFLICT DO NOTHING`, [memberId, wanted.circleId]);
  await page.goto('/user/favorites');
  // The row's link names its circle for a screen reader, after the words seen on the screen.
  const escaped = wanted.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await page.getByRole('link', { name: new RegExp(`^Want for a group\\s*:\\s*${escaped}$`) }).tap();
  await expect(page).toHaveURL(new RegExp(`/circle/${wanted.circleId}#circle-want-panel$`));
  await fillWant(page, wanted.workId, wanted.title, quantity);
}

async function fillWant(page: Page, workId: number, title: string, quantity: number) {
  const panel = page.getByRole('region', { name: 'Add to a group' });
  await panel.getByRole('combobox', { name: 'Item' }).selectOption(String(workId));
  await panel.getByRole('spinbutton', { name: 'Quantity' }).first().fill(String(quantity));
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByText(`${title} ×${quantity}`)).toBeVisible();
}

const markButton = (page: Page, circle: string, title: string, status: string) =>
  page.getByRole('listitem', { name: circle, exact: true }).getByRole('group', { name: title, exact: true }).getByRole('button', { name: status });

test('three friends share wants, split the buying, see offline marks live and settle up', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const [ann, ben, cai] = [await member(browser, baseURL!, 'Ann'), await member(browser, baseURL!, 'Ben'), await member(browser, baseURL!, 'Cai')];
  const { first, second, third } = await circlesWithWorks();
  const [bookA, bookB] = [first[0]!, first[1]!];

  // Ann creates the group and makes an invitation link.
  await ann.page.goto('/group');
  await ann.page.getByRole('textbox', { name: 'Group name' }).fill('Winter trip');
  await ann.page.getByRole('button', { name: 'Create a group' }).click();
  await expect(ann.page.getByRole('heading', { level: 1, name: 'Winter trip' })).toBeVisible();
  const groupPath = new URL(ann.page.url()).pathname;
  await ann.page.getByRole('button', { name: 'Make an invitation link' }).click();
  const link = await ann.page.getByRole('textbox', { name: 'Invitation link' }).inputValue();

  // Ben and Cai open it: they see the invitation only, then join.
  for (const friend of [ben, cai]) {
    expect((await friend.page.goto(groupPath))?.status()).toBe(404);
    await expect(friend.page.getByRole('heading', { name: 'Winter trip' })).toHaveCount(0);
    await friend.page.goto(new URL(link).pathname);
    await expect(friend.page.getByRole('heading', { level: 1, name: 'You are invited to Winter trip' })).toBeVisible();
    await friend.page.getByRole('button', { name: 'Join the group' }).click();
    await expect(friend.page.getByRole('heading', { level: 1, name: 'Winter trip' })).toBeVisible();
  }

  // Wants from the circle pages.
  await want(ann.page, bookA, 1);
  await want(ann.page, second[0]!, 1);
  await want(ben.page, bookA, 2);
  await want(ben.page, third[0]!, 1);
  await wantFromFavourites(cai.page, cai.id, bookB, 1);
  await want(cai.page, second[0]!, 1);

  // Ann applies the suggested split; the first circle's buyer goes to the hall.
  await ann.page.goto(groupPath);
  await ann.page.getByRole('button', { name: 'Suggest a split and apply it' }).click();
  const groupId = groupPath.split('/').at(-1)!;
  const buyerOf = async () => (await query<{ buyerId: string }>(`SELECT "buyerId" FROM "GroupAssignment" WHERE "groupId" = $1 AND "circleId" = $2`, [groupId, bookA.circleId]))[0]?.buyerId;
  await expect.poll(buyerOf, { timeout: 10_000 }).toBeTruthy();
  const buyerId = await buyerOf();
  const everyone = [ann, ben, cai];
  const buyer = everyone.find((m) => m.id === buyerId)!;
  const others = everyone.filter((m) => m !== buyer);
  for (const m of everyone) await m.page.goto(groupPath);
  await expect(buyer.page.getByRole('heading', { name: /^Your route, day \d$/ }).first()).toBeVisible();
  expect(await buyer.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Offline in the hall: two works bought, one sold out; the marks wait on the phone.
  await buyer.context.setOffline(true);
  await markButton(buyer.page, bookA.name, bookA.title, 'Bought').click();
  await markButton(buyer.page, bookA.name, bookB.title, 'Bought').click();
  await markButton(buyer.page, second[0]!.name, second[0]!.title, 'Sold out').click();
  await expect(buyer.page.getByRole('status').filter({ hasText: 'Marks waiting for the network: 3' })).toBeVisible();
  await buyer.context.setOffline(false);

  for (const other of others) {
    await expect(markButton(other.page, bookA.name, bookA.title, 'Bought')).toHaveAttribute('aria-pressed', 'true', { timeout: 5_000 });
    await expect(markButton(other.page, bookA.name, bookB.title, 'Bought')).toHaveAttribute('aria-pressed', 'true', { timeout: 5_000 });
    await expect(markButton(other.page, second[0]!.name, second[0]!.title, 'Sold out')).toHaveAttribute('aria-pressed', 'true', { timeout: 5_000 });
  }

  // The settlement: each owes the buyer the catalogue prices of what was bought for them.
  const owes = new Map([[ann, bookA.priceYen], [ben, 2 * bookA.priceYen], [cai, bookB.priceYen]]);
  const yen = (amount: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'JPY' }).format(amount);
  await ann.page.goto(`${groupPath}/settle`);
  const transfers = ann.page.getByRole('region', { name: 'Transfers' });
  for (const other of others) await expect(transfers.getByRole('listitem').filter({ hasText: `${other.nickname} pays ${buyer.nickname}` })).toContainText(yen(owes.get(other)!));
  await expect(transfers.getByRole('listitem')).toHaveCount(2);
  await expect(ann.page.getByText(`Bought in all: ${yen(2 * bookA.priceYen + bookA.priceYen + bookB.priceYen)}`)).toBeVisible();
  expect(await ann.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  for (const m of everyone) await m.context.close();
});
