import 'server-only';
import { cookies, headers } from 'next/headers';
import { resolveLocale } from '@/lib/i18n/detect-locale';
import { localeCookie } from '@/lib/i18n/locales';
import type { RequestContext } from './request-context';

export async function requestContext(): Promise<RequestContext> {
  const [headerList, cookieStore] = await Promise.all([headers(), cookies()]);
  const locale = resolveLocale({ cookie: cookieStore.get(localeCookie.name)?.value, acceptLanguage: headerList.get('accept-language') });
  return { locale, headers: new Headers(headerList) };
}
