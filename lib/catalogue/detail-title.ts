import 'server-only';
import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import { routeMetadata } from '@/lib/i18n/route-metadata';
import { cachedBoothDetail } from './booth-detail';
import { cachedCircleDetail } from './circle-detail';
import { parseRouteId } from './route-id';
import { catalogueViewer } from './viewer';

/**
 * A detail page's title names the circle or booth, so tabs, history and bookmarks tell pages apart.
 * Only for a viewer who may see the catalogue: the title must not show its data to anyone else.
 */
export async function circleDetailMetadata(rawId: string): Promise<Metadata> {
  const id = parseRouteId(rawId);
  const viewer = id === null ? null : await catalogueViewer('CIRCLE_DETAIL');
  // The page's own read (event, publication, adult content), from the same cache entry as the page: a
  // title must not name a circle the page hides.
  const circle = id !== null && viewer ? await cachedCircleDetail(id, viewer, await getLocale()) : null;
  return circle ? { title: circle.name } : routeMetadata('circleDetail');
}

export async function boothDetailMetadata(rawId: string): Promise<Metadata> {
  const id = parseRouteId(rawId);
  const viewer = id === null ? null : await catalogueViewer('BOOTH_DETAIL');
  const booth = id !== null && viewer ? await cachedBoothDetail(id, viewer, await getLocale()) : null;
  return booth ? { title: booth.name } : routeMetadata('boothDetail');
}
