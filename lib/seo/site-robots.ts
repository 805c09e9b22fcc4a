import 'server-only';
import type { MetadataRoute } from 'next';
import { getConfig } from '@/lib/config/get-config';

/**
 * Crawlers may fetch every page, so that they read the noindex of the members' pages; route handlers
 * answer data, not pages.
 */
export function siteRobots(): MetadataRoute.Robots {
  const { origin } = getConfig();
  return { rules: { userAgent: '*', allow: '/', disallow: '/api/' }, sitemap: `${origin}/sitemap.xml` };
}
