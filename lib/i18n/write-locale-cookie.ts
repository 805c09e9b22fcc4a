import 'server-only';
import { cookies, headers } from 'next/headers';
import { isHttpsRequest } from '@/lib/http/is-https-request';
import { localeCookie, localeCookieOptions, type AppLocale } from './locales';

/** Keeps the language of the pages in its cookie (the language actions and the account's language). */
export async function writeLocaleCookie(locale: AppLocale): Promise<void> {
  const secure = isHttpsRequest(await headers());
  (await cookies()).set(localeCookie.name, locale, localeCookieOptions(secure));
}
