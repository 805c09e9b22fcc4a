import 'server-only';
import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { getConfig } from '@/lib/config/get-config';
import { isLocale, localeQueryParam, locales, openGraphLocales } from '@/lib/i18n/locales';
import { languageAlternates, pageUrl, previewImage, type PublicPagePath } from './public-pages';

export type PageSearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * What search engines and link previews read of a public page: the canonical URL and the language
 * alternates on the configured origin, Open Graph and Twitter card with the preview image, and leave to
 * index (the root layout says noindex for every other page).
 */
export async function publicPageMetadata(input: {
  path: PublicPagePath;
  title: string;
  description?: string;
  /** The page's search params: a URL with `?hl=` is the canonical URL of that language's page. */
  searchParams: PageSearchParams;
}): Promise<Metadata> {
  const [locale, site, params] = await Promise.all([getLocale(), getTranslations('Metadata'), input.searchParams]);
  const { origin } = getConfig();
  const requested = params[localeQueryParam];
  const canonical = pageUrl(origin, input.path, isLocale(requested) ? requested : undefined);
  const description = input.description ?? site('description');
  const image = { url: `${origin}${previewImage.path}`, width: previewImage.width, height: previewImage.height, alt: site('siteName') };
  return {
    title: input.title,
    description,
    alternates: { canonical, languages: languageAlternates(origin, input.path) },
    robots: { index: true, follow: true },
    openGraph: {
      type: 'website',
      url: canonical,
      siteName: site('siteName'),
      title: input.title,
      description,
      locale: openGraphLocales[locale],
      alternateLocale: locales.filter((other) => other !== locale).map((other) => openGraphLocales[other]),
      images: [image],
    },
    twitter: { card: 'summary_large_image', title: input.title, description, images: [image] },
  };
}
