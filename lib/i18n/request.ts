import { cookies, headers } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { resolveLocale } from './detect-locale';
import { messageFormats } from './formats';
import { localeCookie } from './locales';
import { loadMessages } from './messages';

// The event takes place in Tokyo: dates and deadlines read the same for every visitor.
export const eventTimeZone = 'Asia/Tokyo';

export default getRequestConfig(async () => {
  const [cookieStore, headerList] = await Promise.all([cookies(), headers()]);
  const locale = resolveLocale({
    cookie: cookieStore.get(localeCookie.name)?.value,
    acceptLanguage: headerList.get('accept-language'),
  });
  return { locale, messages: await loadMessages(locale), timeZone: eventTimeZone, formats: messageFormats };
});
