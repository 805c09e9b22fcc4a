import type { NextRequest, NextResponse } from 'next/server';
import { localeFromAcceptLanguage } from './detect-locale';
import { defaultLocale, isLocale, localeCookie, localeCookieOptions, localeQueryParam } from './locales';

/**
 * Keeps the visitor's language in the locale cookie. A URL's `?hl=` (the language alternates search engines
 * are given) chooses it outright; otherwise a valid cookie stays and the browser's languages fill a missing
 * one. A cookie set here is already the one the page of this same request reads.
 */
export function rememberLocale(request: NextRequest, response: NextResponse): NextResponse {
  const current = request.cookies.get(localeCookie.name)?.value;
  const requested = request.nextUrl.searchParams.get(localeQueryParam);
  const locale = isLocale(requested)
    ? requested
    : isLocale(current)
      ? current
      : (localeFromAcceptLanguage(request.headers.get('accept-language')) ?? defaultLocale);
  if (locale === current) return response;
  response.cookies.set(localeCookie.name, locale, localeCookieOptions(request.nextUrl.protocol === 'https:'));
  return response;
}
