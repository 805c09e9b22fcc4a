// The browser's token state, as the older catalogue's scripts keep it (authTokenState, accessToken, expiresAt, iat, loginAttemptAt,
// error). Plain functions, no zod: this module ships to the browser of every signed-in page.

export const authTokenStates = ['Authenticated', 'NoIdToken', 'FailEntraId2Token', 'FailCookie2Token'] as const;

export type AuthTokenState = (typeof authTokenStates)[number];

export interface TokenState {
  authTokenState: AuthTokenState;
  accessToken: string | null;
  /** Seconds since the epoch. */
  expiresAt: number | null;
  /** Seconds since the epoch. */
  iat: number | null;
  /** Milliseconds since the epoch of the last exchange attempt. */
  loginAttemptAt: number | null;
  error: string | null;
  /** Whose token it is, so a token kept in session storage never serves another user. */
  sub: string | null;
}

export const renewBeforeExpirySeconds = 300;

export const noTokenState: TokenState = {
  authTokenState: 'NoIdToken',
  accessToken: null,
  expiresAt: null,
  iat: null,
  loginAttemptAt: null,
  error: null,
  sub: null,
};

function jwtClaims(token: string): Record<string, unknown> {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims: unknown = JSON.parse(json);
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const numberOr = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

/** The state after a Cookie2Token answer: its body when the status was 2xx, else the error it carried. */
export function tokenStateFromResponse(ok: boolean, body: unknown, attemptedAt: number): TokenState {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (!ok || typeof record.access_token !== 'string' || typeof record.expires_in !== 'number') {
    const error = (record.error as { messageKey?: unknown } | undefined)?.messageKey;
    return { ...noTokenState, authTokenState: 'FailCookie2Token', loginAttemptAt: attemptedAt, error: typeof error === 'string' ? error : 'Errors.internal' };
  }
  const claims = jwtClaims(record.access_token);
  const iat = numberOr(claims.iat, Math.floor(attemptedAt / 1000));
  return {
    authTokenState: 'Authenticated',
    accessToken: record.access_token,
    iat,
    expiresAt: numberOr(claims.exp, iat + record.expires_in),
    loginAttemptAt: attemptedAt,
    error: null,
    sub: typeof claims.sub === 'string' ? claims.sub : null,
  };
}

/** Milliseconds until the token should be renewed (0: now); null when there is no token to renew. */
export function renewalDelayMs(state: TokenState, now: number): number | null {
  if (state.authTokenState !== 'Authenticated' || state.expiresAt === null) return null;
  return Math.max(0, (state.expiresAt - renewBeforeExpirySeconds) * 1000 - now);
}

export function isTokenState(value: unknown): value is TokenState {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.authTokenState === 'string' && (authTokenStates as readonly string[]).includes(record.authTokenState) && 'accessToken' in record;
}
