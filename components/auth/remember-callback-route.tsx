'use client';

import { useEffect } from 'react';
import { callbackRoute, writeRememberedRoute } from '@/lib/auth/remembered-route';

/** Rendered by the login page when the guard sent the visitor there from a route to return to. */
export function RememberCallbackRoute() {
  useEffect(() => {
    try {
      const route = callbackRoute(window.location, Date.now());
      if (route) writeRememberedRoute(window.sessionStorage, route);
    } catch {
      // Without session storage the sign-in return uses the callbackUrl it is given.
    }
  }, []);
  return null;
}
