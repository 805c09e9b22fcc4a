import 'server-only';
import type { Metadata } from 'next';
import { getConfig } from '@/lib/config/get-config';
import { db } from '@/lib/db';
import { routeMetadata } from '@/lib/i18n/route-metadata';
import { findCircleName } from './circle-detail';
import { parseRouteId } from './route-id';
import { catalogueViewer } from './viewer';

/**
 * A detail page's title names the circle or booth, so tabs, history and bookmarks tell pages apart.
 * Only for a viewer who may see the catalogue: the title must not show its data to anyone else.
 */
export async function circleDetailMetadata(rawId: string): Promise<Metadata> {
  const id = parseRouteId(rawId);
  const viewer = id === null ? null : await catalogueViewer('CIRCLE_DETAIL');
  // The page's own rules (event, publication, adult content): a title must not name a circle the page hides.
  const name = id !== null && viewer ? await findCircleName(id, viewer) : null;
  return name ? { title: name } : routeMetadata('circleDetail');
}

export async function boothDetailMetadata(rawId: string): Promise<Metadata> {
  const id = parseRouteId(rawId);
  const viewer = id === null ? null : await catalogueViewer('BOOTH_DETAIL');
  const booth = id !== null && viewer ? await db.exhibitor.findFirst({ where: { id, event: { code: getConfig().eventCode } }, select: { name: true } }) : null;
  return booth ? { title: booth.name } : routeMetadata('boothDetail');
}
