import { demo, signInThroughApi } from '../support/accounts';
import { expect, test } from '../support/fixtures';

// Issue 15, findings 9 and 5: a path a browser could never produce is a client error, never a 500.

const invalidUtf8 = '%C3%28';
const hugeId = '99999999999';

test.beforeEach(async ({ context }) => {
  await signInThroughApi(context.request, demo.platinum);
});

// Next.js 16.4 itself answers these with a bare 500 (vercel/next.js#92527); the production server sends
// them to the not-found page before Next's router sees them (lib/http/undecodable-path.ts).
for (const path of [`/circle/${invalidUtf8}`, `/booth/${invalidUtf8}`, `/cuts/${invalidUtf8}`, `/api/map/day/${invalidUtf8}`, `/${invalidUtf8}?q=1`]) {
  test(`${path} answers a client error`, async ({ context }) => {
    const response = await context.request.get(path, { maxRedirects: 0 });
    expect([400, 404]).toContain(response.status());
  });
}

for (const path of [`/circle/${hugeId}`, `/booth/${hugeId}`, `/cuts/${hugeId}`, `/cuts/booth-${hugeId}`, `/api/map/day/${hugeId}`, `/circle/list?wcid=${hugeId}`]) {
  test(`${path} does not reach the database with an id out of range`, async ({ context }) => {
    const response = await context.request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBeLessThan(500);
  });
}

test('a keyword longer than the search reads is cut with a notice on the list', async ({ page }) => {
  await page.goto(`/circle/list?keyword=${'x'.repeat(250)}`);
  await expect(page.getByRole('status').filter({ hasText: '“Keyword” is limited to 200 characters' })).toBeVisible();
  await expect(page.getByLabel('Keyword')).toHaveValue('x'.repeat(200));
  await page.goto(`/search/result?c.Keyword=${'y'.repeat(300)}`);
  await expect(page).toHaveURL(/\/circle\/list\?keyword=y{201}$/);
  await expect(page.getByRole('status').filter({ hasText: '“Keyword” is limited to 200 characters' })).toBeVisible();
  await page.goto(`/booth?keyword=${'z'.repeat(250)}`);
  await expect(page.getByRole('status').filter({ hasText: '“Keyword” is limited to 200 characters' })).toBeVisible();
});

test('an offline sync naming a circle id past int4 is refused as invalid input', async ({ context }) => {
  const response = await context.request.post('/api/offline/sync', {
    data: { changes: [{ circleId: Number(hugeId), color: { value: 1, editedAt: Date.now() } }] },
  });
  expect(response.status()).toBe(400);
});
