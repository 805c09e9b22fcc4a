import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';

// Issue 32, finding 6: Auth.js's redirects (after sign-in and sign-out) and the route guard's were built
// from the request's Host or X-Forwarded-Host, which the client chooses. With the site's origin
// configured, every one is built on APP_ORIGIN.

const appOrigin = 'https://catalogue.example';
const forged = 'https://evil.example';

beforeAll(() => {
  process.env.APP_ORIGIN = appOrigin;
});

describe('with a forged Host', () => {
  it("Auth.js's redirect callback answers on APP_ORIGIN", async () => {
    const { authRedirectUrl } = await import('@/lib/auth/auth-redirect');
    expect(authRedirectUrl('/circle/list?day=1', forged)).toBe(`${appOrigin}/circle/list?day=1`);
    expect(authRedirectUrl(`${forged}/user/favorites`, forged)).toBe(`${appOrigin}/user/favorites`);
    expect(authRedirectUrl('https://elsewhere.example/', forged)).toBe(`${appOrigin}/`);
  });

  it('the route guard sends a visitor to the sign-in page on APP_ORIGIN', async () => {
    const { createGuardStep } = await import('@/lib/auth/guard-step');
    const { forwardRequestPath } = await import('@/lib/proxy/steps');
    const step = createGuardStep(async () => null);
    const request = new NextRequest(`${forged}/user/favorites`, { headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } });
    const response = await step(request, forwardRequestPath(request));
    expect(response.status).toBe(307);
    expect(new URL(response.headers.get('location') ?? '').origin).toBe(appOrigin);
  });
});
