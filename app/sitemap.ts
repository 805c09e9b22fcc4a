import type { MetadataRoute } from 'next';
import { siteMap } from '@/lib/seo/site-map';

// The origin is the server's configured one, not the build machine's: rendered per request.
export const dynamic = 'force-dynamic';

export default function sitemap(): MetadataRoute.Sitemap {
  return siteMap();
}
