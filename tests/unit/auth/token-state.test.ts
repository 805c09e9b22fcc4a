import { describe, expect, it } from 'vitest';
import { renewalDelayMs, tokenStateFromResponse } from '@/lib/tokens/token-state';

function jwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'at+jwt' })}.${encode(claims)}.signature`;
}

const iat = 1_750_000_000;
const attemptedAt = iat * 1000 + 150;

describe('tokenStateFromResponse', () => {
  it('reads an answer of Cookie2Token into the browser’s token state', () => {
    const accessToken = jwt({ sub: 'user-1', iat, exp: iat + 3600 });
    const state = tokenStateFromResponse(true, { access_token: accessToken, id_token: 'x', token_type: 'Bearer', expires_in: 3600 }, attemptedAt);
    expect(state).toEqual({
      authTokenState: 'Authenticated',
      accessToken,
      iat,
      expiresAt: iat + 3600,
      loginAttemptAt: attemptedAt,
      error: null,
      sub: 'user-1',
    });
  });

  it('falls back to the attempt time and expires_in when the claims are unreadable', () => {
    const state = tokenStateFromResponse(true, { access_token: 'opaque', expires_in: 60 }, attemptedAt);
    expect(state).toMatchObject({ authTokenState: 'Authenticated', iat, expiresAt: iat + 60, sub: null });
  });

  it('records a failed exchange as FailCookie2Token with the server’s message key', () => {
    const state = tokenStateFromResponse(false, { error: { code: 'unauthenticated', messageKey: 'Errors.auth.signInRequired' } }, attemptedAt);
    expect(state).toMatchObject({ authTokenState: 'FailCookie2Token', accessToken: null, loginAttemptAt: attemptedAt, error: 'Errors.auth.signInRequired' });
    expect(tokenStateFromResponse(false, null, attemptedAt).error).toBe('Errors.internal');
  });
});

describe('renewalDelayMs', () => {
  const state = tokenStateFromResponse(true, { access_token: jwt({ iat, exp: iat + 3600 }), expires_in: 3600 }, attemptedAt);

  it('renews 300 s before expiry', () => {
    expect(renewalDelayMs(state, iat * 1000)).toBe(3300 * 1000);
    expect(renewalDelayMs(state, (iat + 3299) * 1000)).toBe(1000);
    expect(renewalDelayMs(state, (iat + 3300) * 1000)).toBe(0);
    expect(renewalDelayMs(state, (iat + 7200) * 1000)).toBe(0);
  });

  it('has nothing to renew without a token', () => {
    expect(renewalDelayMs(tokenStateFromResponse(false, null, attemptedAt), attemptedAt)).toBeNull();
  });
});
