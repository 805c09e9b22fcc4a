import { demo, demoPassword, signInWithForm } from '../support/accounts';
import { expect, test } from '../support/fixtures';

// Finding 1 of the security review: a callbackUrl that looks like a path of the site but makes the
// browser go to another host. Each value is written into the address as a query value, so `%09` arrives
// as a tab and `%255C` as a literal `%5C`.
const maliciousCallbackUrls = ['/%09/evil.example', '/%0A/evil.example', '/%5Cevil.example', '%2F%5Cevil.example', '/.//evil.example', '/%2F%2Fevil.example'];

for (const callbackUrl of maliciousCallbackUrls) {
  test(`signing in with callbackUrl=${callbackUrl} stays on the site`, async ({ page, context, baseURL }) => {
    const visitedElsewhere: string[] = [];
    await context.route((url) => url.hostname.endsWith('evil.example'), async (route) => {
      visitedElsewhere.push(route.request().url());
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Another site</h1>' });
    });
    await page.goto(`/auth/login?callbackUrl=${callbackUrl}`);
    await signInWithForm(page, demo.platinum, demoPassword);
    await expect(page).toHaveURL(`${baseURL}/circle/list`);
    expect(new URL(page.url()).origin).toBe(baseURL);
    expect(visitedElsewhere).toEqual([]);
  });
}

test('signing in with a callbackUrl of the site still returns there', async ({ page, baseURL }) => {
  await page.goto(`/auth/login?callbackUrl=${encodeURIComponent('/user/favorites')}`);
  await signInWithForm(page, demo.platinum, demoPassword);
  await expect(page).toHaveURL(`${baseURL}/user/favorites`);
});
