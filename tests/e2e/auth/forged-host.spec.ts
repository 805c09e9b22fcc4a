import { expect, test } from '../support/fixtures';

// Issue 32, finding 6, against the production build: a client's Host or X-Forwarded-Host never names
// the site a redirect leads to.
test('a guarded page redirects a visitor with a forged Host to the sign-in page on APP_ORIGIN', async ({ request, baseURL }) => {
  const forgeries: Record<string, string>[] = [{ 'x-forwarded-host': 'evil.example' }, { host: 'evil.example' }, { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }];
  for (const headers of forgeries) {
    const response = await request.get('/user/favorites', { headers, maxRedirects: 0 });
    expect(response.status(), JSON.stringify(headers)).toBe(307);
    const location = new URL(response.headers().location ?? '', 'http://relative.invalid');
    expect(location.origin, JSON.stringify(headers)).toBe(new URL(baseURL!).origin);
  }
});
