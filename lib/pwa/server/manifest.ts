import 'server-only';
import type { MetadataRoute } from 'next';
import { getTranslations } from 'next-intl/server';

// The shell's colours: the header's teal is the theme, the page background the splash screen.
export const themeColor = '#0f6a62';
const backgroundColor = '#ffffff';

const icon = (src: string, size: number, purpose: 'any' | 'maskable') => ({ src, sizes: `${size}x${size}`, type: 'image/png', purpose });

/** The web app manifest, in the language of the request (the locale cookie, else the browser's languages). */
export async function webAppManifest(): Promise<MetadataRoute.Manifest> {
  const t = await getTranslations('Pwa.manifest');
  return {
    id: '/',
    name: t('name'),
    short_name: t('shortName'),
    description: t('description'),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: themeColor,
    background_color: backgroundColor,
    icons: [
      icon('/icons/icon-192.png', 192, 'any'),
      icon('/icons/icon-512.png', 512, 'any'),
      icon('/icons/maskable-192.png', 192, 'maskable'),
      icon('/icons/maskable-512.png', 512, 'maskable'),
    ],
  };
}
