import { cookies, headers } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { eventTimeZone } from '@/lib/time/japan-time';
import { resolveLocale } from './detect-locale';
import { messageFormats } from './formats';
import { localeCookie } from './locales';
import { loadMessages } from './messages';


export default getRequestConfig(async () => {
  const [cookieStore, headerList] = await Promise.all([cookies(), headers()]);
  const locale = resolveLocale({
    cookie: cookieStore.get(localeCookie.name)?.value,
    acceptLanguage: headerList.get('accept-language'),
  });
  // The event takes place in Tokyo: dates and deadlines read the same for every visitor.
  return { locale, messages: await loadMessages(locale), timeZone: eventTimeZone, formats: messageFormats };
});
