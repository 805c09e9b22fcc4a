'use client';

import { useEffect } from 'react';
import { maxRouteHashLength, readRememberedRoute, returnTarget } from '@/lib/auth/remembered-route';

function rememberedRoute() {
  try {
    return readRememberedRoute(window.sessionStorage);
  } catch {
    return null;
  }
}

/**
 * The sign-in return (/auth/msal): sends the user to the remembered route. A full page load, so that the
 * whole page (header, upsell) starts again as the signed-in user.
 */
export function SignInReturn({ fallback, continueLabel }: { fallback: string | null; continueLabel: string }) {
  useEffect(() => {
    // The identity provider's answer arrives in the hash; such a URL is not kept in the history.
    if (window.location.hash.length > maxRouteHashLength) window.location.replace('/');
    else window.location.replace(returnTarget(rememberedRoute(), fallback, window.location.origin));
  }, [fallback]);
  return (
    <a href={returnTarget(null, fallback)} className="font-semibold">
      {continueLabel}
    </a>
  );
}
