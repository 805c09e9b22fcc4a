import { isTokenState, noTokenState, renewalDelayMs, tokenStateFromResponse, type TokenState } from './token-state';

// The browser's one copy of the /api/v2 token, shared by every caller and kept in session storage (as the
// older catalogue does) so that a full page load does not exchange the cookie again.

const storageKey = 'authToken';
const cookie2TokenPath = '/api/v2/Cookie2Token';

let state: TokenState = noTokenState;
let pending: Promise<TokenState> | null = null;
const listeners = new Set<() => void>();

function setState(next: TokenState): void {
  state = next;
  try {
    if (next.authTokenState === 'Authenticated') sessionStorage.setItem(storageKey, JSON.stringify(next));
    else sessionStorage.removeItem(storageKey);
  } catch {
    // Storage can be off (private modes); the token then lives for this page only.
  }
  for (const listener of listeners) listener();
}

export function subscribeTokenState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getTokenState(): TokenState {
  return state;
}

export function getServerTokenState(): TokenState {
  return noTokenState;
}

/** Takes over a stored token of the same user, if it is not due for renewal yet. */
export function restoreTokenState(userId: string, now: number = Date.now()): void {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null');
    if (isTokenState(stored) && stored.sub === userId && (renewalDelayMs(stored, now) ?? 0) > 0) state = stored;
  } catch {
    // A broken entry is as good as none.
  }
}

/** Exchanges the session cookie for a fresh token; concurrent callers share one request. */
export function renewToken(): Promise<TokenState> {
  pending ??= (async () => {
    const attemptedAt = Date.now();
    try {
      const response = await fetch(cookie2TokenPath, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ scope: 'openid', grant_type: 'client_credentials' }),
      });
      setState(tokenStateFromResponse(response.ok, await response.json().catch(() => null), attemptedAt));
    } catch {
      setState(tokenStateFromResponse(false, null, attemptedAt));
    } finally {
      pending = null;
    }
    return state;
  })();
  return pending;
}

/** A usable access token for a Bearer header, or null: with no token, no call is made. */
export async function getAccessToken(now: number = Date.now()): Promise<string | null> {
  const delay = renewalDelayMs(state, now);
  const current = delay === null || delay === 0 ? await renewToken() : state;
  return current.authTokenState === 'Authenticated' ? current.accessToken : null;
}

/** On sign-out: the token must not outlive the session in this tab. */
export function resetTokenState(): void {
  setState(noTokenState);
}
