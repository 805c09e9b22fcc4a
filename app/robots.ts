import type { MetadataRoute } from 'next';
import { siteRobots } from '@/lib/seo/site-robots';

// The origin is the server's configured one, not the build machine's: rendered per request.
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return siteRobots();
}
