'use client';

import { useEffect, useRef } from 'react';

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Without session storage the sign-in return falls back to the login page's callbackUrl.
    return null;
  }
}

/**
 * App start: remembers the first requested route in session storage, for the return after sign-in. The
 * root layout stays mounted across client navigations, so this records once per page load. `clear` is
 * the server's word that the signed-in user passed this page's permission check.
 */
export function RouteMemory({ clear }: { clear: boolean }) {
  const started = useRef(false);
  useEffect(() => {
    const storage = sessionStore();
    if (!storage) return;
    const first = !started.current;
    started.current = true;
    if (!clear && !first) return;
    // The route as the page started, before a client navigation can change it.
    const location = new URL(window.location.href);
    const now = Date.now();
    // Its rules (the login's callback, safe paths) load after the page: nothing reads the remembered
    // route before a sign-in, which takes longer than that.
    void import('@/lib/auth/remembered-route').then(
      (memory) => {
        if (clear) return memory.clearRememberedRoute(storage);
        const route = memory.routeToRemember(location, memory.readRememberedRoute(storage), now);
        if (route) memory.writeRememberedRoute(storage, route);
      },
      () => undefined,
    );
  }, [clear]);
  return null;
}
