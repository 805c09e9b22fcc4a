import type { MetadataRoute } from 'next';
import { webAppManifest } from '@/lib/pwa/server/manifest';

// Names follow the visitor's language, so the manifest is rendered per request.
export const dynamic = 'force-dynamic';

export default function manifest(): Promise<MetadataRoute.Manifest> {
  return webAppManifest();
}
