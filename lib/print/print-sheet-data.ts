import 'server-only';
import type { CatalogueViewer } from '@/lib/catalogue/viewer';
import { getConfig } from '@/lib/config/get-config';
import { db } from '@/lib/db';
import { loadMapFavorites } from '@/lib/map/map-favorites';
import { loadPrintEntries, type PrintEntry } from './print-favorites';
import { loadPrintHallMaps, type PrintHallMap } from './print-hall-maps';
import type { PrintQuery, PrintType } from './print-url';

/** What one printout shows: the chosen favourites, the member's colour names, and for type 2 the hall maps. */
export async function loadPrintSheet(type: PrintType, query: PrintQuery, viewer: CatalogueViewer): Promise<{ entries: PrintEntry[]; labels: Map<number, string>; maps: PrintHallMap[] }> {
  const eventCode = getConfig().eventCode;
  const [entries, { labels }] = await Promise.all([
    loadPrintEntries(db, { userId: viewer.userId, eventCode, mayViewAdult: viewer.mayViewAdult, query }),
    loadMapFavorites(db, viewer.userId),
  ]);
  const maps = type === 2 ? await loadPrintHallMaps(db, { eventCode, days: query.days, areas: query.areas, entries }) : [];
  return { entries, labels, maps };
}
