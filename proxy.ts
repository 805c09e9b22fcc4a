import type { NextRequest, NextResponse } from 'next/server';
import { rememberLocale } from '@/lib/i18n/remember-locale';
import { forwardRequestPath, runSteps, type ProxyStep } from '@/lib/proxy/steps';

const steps: readonly ProxyStep[] = [rememberLocale];

export function proxy(request: NextRequest): Promise<NextResponse> {
  return runSteps(request, forwardRequestPath(request), steps);
}

export const config = {
  matcher: [
    '/((?!_next/|sw\\.js$|manifest\\.webmanifest$|favicon\\.ico$|robots\\.txt$|sitemap\\.xml$|icons/|images/|.*\\.(?:png|jpe?g|gif|webp|avif|svg|ico|txt|xml|js|css|map|woff2?)$).*)',
  ],
};
