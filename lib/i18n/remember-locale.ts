import type { NextRequest, NextResponse } from 'next/server';
import { localeFromAcceptLanguage } from './detect-locale';
import { defaultLocale, isLocale, localeCookie, localeCookieOptions } from './locales';

export function rememberLocale(request: NextRequest, response: NextResponse): NextResponse {
  if (isLocale(request.cookies.get(localeCookie.name)?.value)) return response;
  const locale = localeFromAcceptLanguage(request.headers.get('accept-language')) ?? defaultLocale;
  response.cookies.set(localeCookie.name, locale, localeCookieOptions(request.nextUrl.protocol === 'https:'));
  return response;
}
