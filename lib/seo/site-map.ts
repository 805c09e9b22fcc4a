import 'server-only';
import type { MetadataRoute } from 'next';
import { getConfig } from '@/lib/config/get-config';
import { languageAlternates, pageUrl, publicPagePaths } from './public-pages';

/** The public pages, each with its language alternates, on the configured origin. */
export function siteMap(): MetadataRoute.Sitemap {
  const { origin } = getConfig();
  return publicPagePaths.map((path) => ({
    url: pageUrl(origin, path),
    alternates: { languages: languageAlternates(origin, path) },
  }));
}
