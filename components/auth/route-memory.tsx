'use client';

import { useEffect } from 'react';
import { clearRememberedRoute, readRememberedRoute, routeToRemember, writeRememberedRoute } from '@/lib/auth/remembered-route';

/**
 * App start: remembers the first requested route in session storage, for the return after sign-in. The
 * root layout stays mounted across client navigations, so this runs once per page load. `clear` is the
 * server's word that the signed-in user passed this page's permission check.
 */
export function RouteMemory({ clear }: { clear: boolean }) {
  useEffect(() => {
    try {
      const storage = window.sessionStorage;
      if (clear) {
        clearRememberedRoute(storage);
        return;
      }
      const route = routeToRemember(window.location, readRememberedRoute(storage), Date.now());
      if (route) writeRememberedRoute(storage, route);
    } catch {
      // Without session storage the sign-in return falls back to the login page's callbackUrl.
    }
  }, [clear]);
  return null;
}
