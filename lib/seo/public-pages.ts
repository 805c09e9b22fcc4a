import { locales, localeQueryParam, type AppLocale } from '@/lib/i18n/locales';

/**
 * The pages search engines may index: open to everyone and the same for every visitor of one language.
 * Everything else (the catalogue behind the plan, the account, sign-in, payment) is noindex by default
 * (the root layout) and left out of the sitemap. Decision 021.
 */
export const publicPagePaths = [
  '/',
  '/docs/help',
  '/comicos',
  '/docs/terms',
  '/docs/privacy',
  '/docs/commercial-transactions',
  '/docs/trademarks',
  '/docs/inquiry',
] as const;

export type PublicPagePath = (typeof publicPagePaths)[number];

export const previewImage = { path: '/images/og-image.png', width: 1200, height: 630 } as const;

/** The absolute URL of a page; with a locale, the one that shows it in that language (`?hl=`). */
export function pageUrl(origin: string, path: PublicPagePath, locale?: AppLocale): string {
  return `${origin}${path}${locale ? `?${localeQueryParam}=${locale}` : ''}`;
}

/**
 * hreflang alternates: one URL per language, and the plain URL as x-default, which shows the language
 * the visitor's cookie or browser asks for.
 */
export function languageAlternates(origin: string, path: PublicPagePath): Record<AppLocale | 'x-default', string> {
  const byLocale = Object.fromEntries(locales.map((locale) => [locale, pageUrl(origin, path, locale)])) as Record<AppLocale, string>;
  return { ...byLocale, 'x-default': pageUrl(origin, path) };
}
