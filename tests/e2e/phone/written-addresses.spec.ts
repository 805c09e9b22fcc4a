import { readChecklist } from '@/lib/checklist/parse';
import { signInThroughApi } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { addFavorites, createPlatinumUser } from '../support/platinum-user';

// Every address the product writes out opens its page. The mails' links are followed by the sign-up and
// password-reset specs; this follows the ones a member carries away in files and lists.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('each circle’s address in an exported checklist, and on the favourites list, opens that circle’s page', async ({ page, context, baseURL }) => {
  const email = await createPlatinumUser('written-addresses');
  await addFavorites(email, 4, 'Written', 'Must have');
  await signInThroughApi(context.request, email);

  const exported = await context.request.get('/api/checklist/export');
  expect(exported.status()).toBe(200);
  const rows = readChecklist(new Uint8Array(await exported.body())).rows.flatMap((row) => (row.kind === 'circle' ? [row.circle] : []));
  expect(rows).toHaveLength(4);
  for (const circle of rows) {
    const address = new URL(circle.webCatalogueUrl);
    expect(address.origin).toBe(new URL(baseURL ?? '').origin);
    await page.goto(address.pathname);
    await expect(page.getByRole('heading', { level: 1 }), address.pathname).toHaveText(circle.name);
  }

  await page.goto('/user/favorites');
  const links = await page.locator('[data-favorite-row] a[href^="/circle/"]').evaluateAll((anchors) => anchors.map((anchor) => [anchor.getAttribute('href') ?? '', anchor.textContent ?? ''] as const));
  expect(links).toHaveLength(4);
  for (const [href, name] of links.slice(0, 2)) {
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1 }), href).toHaveText(name);
  }
});
