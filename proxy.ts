import type { NextRequest, NextResponse } from 'next/server';
import { guardRoutes } from '@/lib/auth/guard-step';
import { signInOrigins } from '@/lib/auth/sign-in-origins';
import { rememberLocale } from '@/lib/i18n/remember-locale';
import { refuseUnservedMethods } from '@/lib/proxy/page-methods';
import { createSecurityHeadersStep } from '@/lib/proxy/security-headers-step';
import { forwardRequestPath, runSteps, type ProxyStep } from '@/lib/proxy/steps';

// The guard first: a redirect to the login still gets the visitor's locale cookie from the next step,
// and the security headers come last, so they reach whatever answer the steps before made.
const steps: readonly ProxyStep[] = [guardRoutes, rememberLocale, createSecurityHeadersStep(() => signInOrigins())];

export function proxy(request: NextRequest): Promise<NextResponse> {
  return runSteps(request, refuseUnservedMethods(request) ?? forwardRequestPath(request), steps);
}

// Route handlers under /api/ check their callers themselves, and circle cuts under /cuts/ must stay
// cacheable: a Set-Cookie from the locale step would keep shared caches from storing them.
export const config = {
  matcher: [
    '/((?!_next/|api/|cuts/|sw\\.js$|manifest\\.webmanifest$|favicon\\.ico$|robots\\.txt$|sitemap\\.xml$|icons/|images/|.*\\.(?:png|jpe?g|gif|webp|avif|svg|ico|txt|xml|js|css|map|woff2?)$).*)',
  ],
};
