import { randomBytes } from 'node:crypto';
import type { Browser, Page, Request } from '@playwright/test';
import { LISTED_CIRCLE_SQL_TEXT } from '@/lib/catalogue/listed-circles';
import { signInThroughApi } from '../support/accounts';
import { query } from '../support/database';
import { expect, test } from '../support/fixtures';
import { createPlatinumUser } from '../support/platinum-user';

// Issue 52: a mark made on one phone shows on the other member's open group page through the group's
// live stream (Server-Sent Events), with no polling: the watching page asks for the version not once.

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true };

async function phoneOf(browser: Browser, baseURL: string, label: string) {
  const email = await createPlatinumUser(label);
  const id = (await query<{ id: string }>(`SELECT id FROM "User" WHERE email = $1`, [email]))[0]!.id;
  const context = await browser.newContext({ ...phone, baseURL, extraHTTPHeaders: { 'x-forwarded-for': `10.52.0.${label.length}` } });
  await context.addCookies([
    { name: 'cookie_consent', value: 'yes', url: baseURL },
    { name: 'locale', value: 'en', url: baseURL },
  ]);
  await signInThroughApi(context.request, email);
  return { id, context, page: await context.newPage() };
}

/** Two members of a new group, one wanting a work; set up directly: the specs are about the open pages. */
async function twoMembers(browser: Browser, baseURL: string, label: string) {
  const [ann, ben] = [await phoneOf(browser, baseURL, `${label}-ann`), await phoneOf(browser, baseURL, `${label}-ben`)];
  const [work] = await query<{ workId: number; circleId: number; eventId: number; name: string; title: string }>(
    `SELECT w.id AS "workId", c.id AS "circleId", c."eventId", c.name, w.title FROM "Work" w JOIN "Circle" c ON c.id = w."circleId"
     WHERE NOT c."isAdult" AND NOT w."isAdult" AND ${LISTED_CIRCLE_SQL_TEXT} AND EXISTS (SELECT 1 FROM "Placement" p WHERE p."circleId" = c.id)
     ORDER BY (c.id * 7919) % 10007 LIMIT 1`,
  );
  const groupId = randomBytes(16).toString('base64url');
  await query(`INSERT INTO "Group" (id, "eventId", "ownerId", name, "updatedAt") VALUES ($1, $2, $3, 'Live trip', now())`, [groupId, work!.eventId, ann.id]);
  await query(`INSERT INTO "GroupMember" ("groupId", "userId") VALUES ($1, $2), ($1, $3)`, [groupId, ann.id, ben.id]);
  await query(`INSERT INTO "GroupWant" ("groupId", "userId", "circleId", "workId", quantity, "updatedAt") VALUES ($1, $2, $3, $4, 1, now())`, [groupId, ben.id, work!.circleId, work!.workId]);
  const bought = (page: Page) => page.getByRole('listitem', { name: work!.name, exact: true }).getByRole('group', { name: work!.title, exact: true }).getByRole('button', { name: 'Bought' });
  return { ann, ben, groupId, bought };
}

test('a mark reaches the other member’s open group page live, without polling', async ({ browser, baseURL }) => {
  const { ann, ben, groupId, bought } = await twoMembers(browser, baseURL!, 'live');

  const asked: string[] = [];
  const watch = (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith(`/api/groups/${groupId}/`)) asked.push(path.split('/').at(-1)!);
  };
  ben.page.on('request', watch);
  await ben.page.goto(`/group/${groupId}`);
  await ann.page.goto(`/group/${groupId}`);
  const status = ben.page.getByRole('status').filter({ hasText: 'Updates live' });
  await expect(status).toBeVisible();
  await expect.poll(() => asked.includes('events')).toBe(true);

  await expect(bought(ben.page)).toHaveAttribute('aria-pressed', 'false');
  await bought(ann.page).tap();
  // Well within the second a poll would have taken at best, on a loaded test machine.
  await expect(bought(ben.page)).toHaveAttribute('aria-pressed', 'true', { timeout: 5_000 });
  await expect(status).toBeVisible();
  expect(asked.filter((name) => name === 'version')).toEqual([]);
  expect(await ben.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  for (const m of [ann, ben]) await m.context.close();
});

test('where the stream cannot be held, the page says so and polls, and the mark still arrives', async ({ browser, baseURL }) => {
  const { ann, ben, groupId, bought } = await twoMembers(browser, baseURL!, 'poll');
  // As a proxy that refuses streams would: the browser gives the stream up and the page polls.
  await ben.context.route(`**/api/groups/${groupId}/events*`, (route) => route.fulfill({ status: 503, body: '' }));
  await ben.page.goto(`/group/${groupId}`);
  await ann.page.goto(`/group/${groupId}`);
  await expect(ben.page.getByRole('status').filter({ hasText: 'Checking for updates every second' })).toBeVisible();
  await bought(ann.page).tap();
  await expect(bought(ben.page)).toHaveAttribute('aria-pressed', 'true', { timeout: 5_000 });
  for (const m of [ann, ben]) await m.context.close();
});
