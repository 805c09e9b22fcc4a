import type { Locator, Page } from '@playwright/test';
import { LISTED_CIRCLE_SQL_TEXT } from '@/lib/catalogue/listed-circles';
import { fillBirthdate } from '../support/accounts';
import { query } from '../support/database';
import { expect } from '../support/fixtures';

// Pieces shared by the new member's walkthrough and the script that photographs its screens.

export type ListedCircle = { id: number; name: string; day: number };

export const results = (page: Page) => page.getByRole('list', { name: 'Results' });

/** The first listed adult circle of the demo event and its first day: an adult member sees it. */
export async function adultCircle(): Promise<ListedCircle> {
  const [circle] = await query<ListedCircle>(
    `SELECT c.id, c.name, min(d."dayNumber")::int AS day FROM "Circle" c JOIN "Placement" p ON p."circleId" = c.id JOIN "EventDay" d ON d.id = p."dayId"
     WHERE ${LISTED_CIRCLE_SQL_TEXT} AND c."isAdult" GROUP BY c.id ORDER BY c.id LIMIT 1`,
  );
  if (!circle) throw new Error('The demo event has a listed adult circle');
  return circle;
}

export async function expectInViewport(page: Page, locator: Locator): Promise<void> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('The element and the viewport have a size');
  expect(box.y, 'top inside the viewport').toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, 'bottom inside the viewport').toBeLessThanOrEqual(viewport.height);
}

/** Fills the sign-up form as an adult who chooses to see adult content, and sends it. */
export async function signUpAsAdult(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth/sign-up');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Repeat the password').fill(password);
  await fillBirthdate(page, 1994, 8, 12);
  await page.getByLabel('See adult content').check();
  await page.getByLabel('I accept the terms of use.').check();
  await page.getByLabel('I accept the cookie policy.').check();
  await page.getByRole('button', { name: 'Create account' }).tap();
  await expect(page.getByRole('heading', { name: 'Check your mail' })).toBeVisible();
}

/** The memos the member's favourites hold on the server. */
export async function storedMemos(email: string): Promise<string[]> {
  const rows = await query<{ memo: string }>(`SELECT f.memo FROM "Favorite" f JOIN "User" u ON u.id = f."userId" WHERE u.email = $1 AND f.memo <> '' ORDER BY f.memo`, [email]);
  return rows.map((row) => row.memo);
}

/** The colour of the member's favourite of a circle on the server, or null when it is none. */
export async function storedColour(email: string, circleId: number): Promise<number | null> {
  const [row] = await query<{ color: number }>(`SELECT f.color FROM "Favorite" f JOIN "User" u ON u.id = f."userId" WHERE u.email = $1 AND f."circleId" = $2`, [email, circleId]);
  return row?.color ?? null;
}
