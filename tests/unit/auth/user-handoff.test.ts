import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { createGuardStep } from '@/lib/auth/guard-step';
import type { SessionUser } from '@/lib/auth/session-user';
import { sealUser, unsealUser, userHandoffHeader } from '@/lib/auth/user-handoff';
import { forwardedRequestHeaders, forwardRequestPath } from '@/lib/proxy/steps';

process.env.AUTH_SECRET ??= 'a-test-secret-that-is-at-least-32-characters-long';

const user: SessionUser = {
  id: 'u1',
  email: 'a@example.com',
  emailVerified: true,
  nickname: 'あい',
  birthdate: '1990-01-01',
  showAdult: true,
  roles: ['Platinum'],
  displayStatus: 'Platinum',
  legacyLinked: true,
  termsAccepted: true,
  locale: 'ja',
};

describe('the user handed from the proxy to the page', () => {
  it('comes back as sealed while fresh', () => {
    const now = Date.now();
    expect(unsealUser(sealUser(user, now), now + 1_000)).toEqual(user);
  });

  it('is refused when stale, from the future, tampered with or absent', () => {
    const now = Date.now();
    const sealed = sealUser(user, now);
    expect(unsealUser(sealed, now + 31_000)).toBeUndefined();
    expect(unsealUser(sealed, now - 1_000)).toBeUndefined();
    const [issued, body, mac] = sealed.split('.');
    const forged = Buffer.from(JSON.stringify({ ...user, roles: ['Platinum'], id: 'someone-else' })).toString('base64url');
    expect(unsealUser(`${issued}.${forged}.${mac}`, now)).toBeUndefined();
    expect(unsealUser(`${Number(issued) + 1}.${body}.${mac}`, now)).toBeUndefined();
    expect(unsealUser(`${issued}.${body}`, now)).toBeUndefined();
    expect(unsealUser(null, now)).toBeUndefined();
  });

  it('is dropped when a client sends it, and added by the guard for the page it lets through', async () => {
    const request = new NextRequest('http://localhost/circle/list', { headers: { [userHandoffHeader]: sealUser(user) } });
    const passed = forwardRequestPath(request);
    expect(forwardedRequestHeaders(passed)?.has(userHandoffHeader)).toBe(false);

    const step = createGuardStep(async () => user, () => new Date('2026-12-01T03:00:00Z'), sealUser);
    const response = await step(request, passed);
    expect(response).toBe(passed);
    expect(unsealUser(forwardedRequestHeaders(response)?.get(userHandoffHeader) ?? null)).toEqual(user);
  });

  it('is not added when the guard redirects', async () => {
    const step = createGuardStep(async () => null, () => new Date('2026-12-01T03:00:00Z'), sealUser);
    const request = new NextRequest('http://localhost/circle/list');
    const response = await step(request, forwardRequestPath(request));
    expect(response.status).toBe(307);
    expect(forwardedRequestHeaders(response)).toBeUndefined();
  });
});
