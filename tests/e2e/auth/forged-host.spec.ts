import { expect, test } from '../support/fixtures';
import { serverActionId } from '../support/server-actions';

// Issue 32, finding 6, against the production build: a client's Host or X-Forwarded-Host never names
// the site a redirect leads to, nor the site whose pages may post server actions.

const forgeries: Record<string, string>[] = [
  { 'x-forwarded-host': 'evil.example' },
  { host: 'evil.example' },
  { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
];

test('a guarded page sends a visitor with a forged Host to the sign-in page of this site', async ({ request, baseURL }) => {
  for (const headers of forgeries) {
    const response = await request.get('/user/favorites', { headers, maxRedirects: 0 });
    expect(response.status(), JSON.stringify(headers)).toBe(307);
    // A relative Location stays on the site the client connected to.
    expect(new URL(response.headers().location ?? '', baseURL).origin, JSON.stringify(headers)).toBe(new URL(baseURL!).origin);
  }
});

test('the sign-out action redirects to APP_ORIGIN whatever Host the client sends', async ({ request, baseURL }) => {
  const actionId = serverActionId('signOutAction');
  for (const headers of forgeries) {
    const response = await request.post('/', {
      headers: { ...headers, origin: new URL(baseURL!).origin, 'next-action': actionId, 'content-type': 'text/plain;charset=UTF-8' },
      data: JSON.stringify([{ redirectTo: '/circle/list' }]),
      maxRedirects: 0,
    });
    const target = response.headers()['x-action-redirect'] ?? response.headers().location ?? '';
    expect(target, JSON.stringify(headers)).toContain('/circle/list');
    expect(new URL(target.split(';')[0] ?? '', baseURL).origin, JSON.stringify(headers)).toBe(new URL(baseURL!).origin);
  }
});

// Issue 47, finding 10: the Origin is compared with APP_ORIGIN, not with a Host the client names.
test('an action post from the site its forged Host names is refused', async ({ request }) => {
  const actionId = serverActionId('signOutAction');
  for (const headers of forgeries) {
    const claimed = headers['x-forwarded-host'] ?? headers.host;
    const response = await request.post('/', {
      headers: { ...headers, origin: `${headers['x-forwarded-proto'] ?? 'http'}://${claimed}`, 'next-action': actionId, 'content-type': 'text/plain;charset=UTF-8' },
      data: JSON.stringify([{ redirectTo: '/circle/list' }]),
      maxRedirects: 0,
    });
    expect(response.status(), JSON.stringify(headers)).toBe(403);
  }
});
