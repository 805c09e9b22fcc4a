import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { RouteLabelKey } from '@/lib/routes';

export async function routeMetadata(label: RouteLabelKey, values?: Record<string, string | number>): Promise<Metadata> {
  const t = await getTranslations('Routes');
  return { title: t(label, values) };
}
