'use client';

import { useEffect, useRef } from 'react';
import { clearRememberedRoute, readRememberedRoute, routeToRemember, writeRememberedRoute } from '@/lib/auth/remembered-route';

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
    if (clear) clearRememberedRoute(storage);
    else if (!started.current) {
      const route = routeToRemember(window.location, readRememberedRoute(storage), Date.now());
      if (route) writeRememberedRoute(storage, route);
    }
    started.current = true;
  }, [clear]);
  return null;
}
