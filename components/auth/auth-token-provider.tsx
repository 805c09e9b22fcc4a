'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { renewalDelayMs, type TokenState } from '@/lib/tokens/token-state';
import { getServerTokenState, getTokenState, renewToken, restoreTokenState, subscribeTokenState } from '@/lib/tokens/token-store';

/**
 * Keeps the signed-in user's /api/v2 token fresh: exchanged from the session cookie on start (unless this
 * tab holds a current one) and renewed 300 s before it expires. Rendered only for signed-in users.
 */
export function AuthTokenProvider({ userId }: { userId: string }) {
  useEffect(() => {
    restoreTokenState(userId);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      const delay = renewalDelayMs(getTokenState(), Date.now());
      if (delay !== null) timer = setTimeout(() => void renewToken(), delay);
    };
    // Timers sleep in background tabs; coming back is a good moment to catch up.
    const renewIfDue = () => {
      if (document.visibilityState === 'visible' && renewalDelayMs(getTokenState(), Date.now()) === 0) void renewToken();
    };
    const unsubscribe = subscribeTokenState(schedule);
    document.addEventListener('visibilitychange', renewIfDue);
    if (getTokenState().authTokenState === 'Authenticated') schedule();
    else void renewToken();
    return () => {
      clearTimeout(timer);
      unsubscribe();
      document.removeEventListener('visibilitychange', renewIfDue);
    };
  }, [userId]);
  return null;
}

/** The token state for components that call /api/v2 or show whether a token is held. */
export function useAuthToken(): TokenState {
  return useSyncExternalStore(subscribeTokenState, getTokenState, getServerTokenState);
}
