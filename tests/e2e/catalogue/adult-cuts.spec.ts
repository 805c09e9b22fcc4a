import type { APIRequestContext } from '@playwright/test';
import { LISTED_CIRCLE_SQL_TEXT } from '@/lib/catalogue/listed-circles';
import { demo, signInThroughApi } from '../support/accounts';
import { query } from '../support/database';
import { expect, test } from '../support/fixtures';
import { createPlatinumUser } from '../support/platinum-user';

// Issue 15, finding 2: the cut of an adult circle is adult content like the rest of its entry. Issue 32,
// item 7: every cut is catalogue content, served by the plan rule of the pages that show it.

async function publishedCircle(adult: boolean): Promise<number> {
  const [row] = await query<{ wcid: number }>(
    `SELECT wcid FROM "Circle" c WHERE "isAdult" = $1 AND ${LISTED_CIRCLE_SQL_TEXT} ORDER BY wcid LIMIT 1`,
    [adult],
  );
  if (!row) throw new Error(`the demo event has no published ${adult ? 'adult' : 'general'} circle`);
  return row.wcid;
}

async function adultCircle(): Promise<{ id: number; name: string }> {
  const [row] = await query<{ id: number; name: string }>(
    `SELECT id, name FROM "Circle" c WHERE "isAdult" AND ${LISTED_CIRCLE_SQL_TEXT} ORDER BY wcid LIMIT 1`,
  );
  if (!row) throw new Error('the demo event has no published adult circle');
  return row;
}

async function expectHidden(request: APIRequestContext, wcid: number): Promise<void> {
  for (const path of [`/cuts/${wcid}`, `/cuts/${wcid}?v=anything`]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()['content-type'] ?? '', path).not.toContain('image/');
    expect(await response.text(), path).not.toContain('<svg');
  }
}

test('a visitor gets no cut at all, adult or general', async ({ request }) => {
  await expectHidden(request, await publishedCircle(true));
  await expectHidden(request, await publishedCircle(false));
});

test('a member without the plan gets no general cut, and a Platinum member gets it privately cached', async ({ context }) => {
  await signInThroughApi(context.request, demo.member);
  await expectHidden(context.request, await publishedCircle(false));
  await signInThroughApi(context.request, demo.platinum);
  const general = await context.request.get(`/cuts/${await publishedCircle(false)}`);
  expect(general.status()).toBe(200);
  expect(general.headers()['cache-control']).toMatch(/^private,/);
  expect(general.headers()['vary'] ?? '').toMatch(/cookie/i);
});

test('an under-18 member gets no adult cut', async ({ context }) => {
  await signInThroughApi(context.request, demo.minor);
  await expectHidden(context.request, await publishedCircle(true));
});

test('an adult member who shows adult content gets the adult cut, privately cached', async ({ context }) => {
  await signInThroughApi(context.request, demo.platinum);
  const response = await context.request.get(`/cuts/${await publishedCircle(true)}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('image/svg+xml');
  expect(response.headers()['cache-control']).toMatch(/^private,/);
  expect(response.headers()['vary'] ?? '').toMatch(/cookie/i);
});

test('a Platinum member who hides adult content gets neither the cut nor the name of an adult circle', async ({ context, page }) => {
  const email = await createPlatinumUser('hides-adult');
  await query(`UPDATE "User" SET "showAdult" = false WHERE email = $1`, [email]);
  await signInThroughApi(context.request, email);
  await expectHidden(context.request, await publishedCircle(true));
  const circle = await adultCircle();
  // The catalogue screens need adult content on: the guard sends this member to the restriction page.
  await page.goto(`/circle/${circle.id}`);
  await expect(page).toHaveURL(/\/restriction$/);
  expect(await page.title()).not.toContain(circle.name);
  await expect(page.getByText(circle.name)).toHaveCount(0);
});
