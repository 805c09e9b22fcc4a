export const locales = ['en', 'ja', 'zh'] as const;

export type AppLocale = (typeof locales)[number];

export const defaultLocale: AppLocale = 'en';

export const localeCookie = {
  name: 'locale',
  maxAgeSeconds: 365 * 24 * 60 * 60,
} as const;

/** `?hl=ja` chooses the language of a page (and of the visits after it): the URLs of the hreflang alternates. */
export const localeQueryParam = 'hl';

export function localeCookieOptions(secure: boolean) {
  return { path: '/', maxAge: localeCookie.maxAgeSeconds, sameSite: 'lax', secure } as const;
}

export const openGraphLocales: Record<AppLocale, string> = {
  en: 'en_US',
  ja: 'ja_JP',
  zh: 'zh_CN',
};

export function isLocale(value: unknown): value is AppLocale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
