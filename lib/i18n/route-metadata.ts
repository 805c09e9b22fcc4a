import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { RouteLabelKey } from '@/lib/routes';

export async function routeMetadata(label: RouteLabelKey, values?: Record<string, string | number>): Promise<Metadata> {
  const t = await getTranslations('Routes');
  return { title: t(label, values) };
}

/**
 * A page that a shared link to a members' page lands a link preview on (sign-in, sign-up): its title and
 * the site's description. The members' pages themselves carry none: they are noindex, a preview never
 * sees them, and the text would go out twice (in the head and in the page's data) on every page load
 * (decisions 016 and 021). Public pages get theirs from `lib/seo/public-page-metadata.ts`.
 */
export async function landingMetadata(label: RouteLabelKey): Promise<Metadata> {
  const [route, site] = await Promise.all([routeMetadata(label), getTranslations('Metadata')]);
  return { ...route, description: site('description') };
}
