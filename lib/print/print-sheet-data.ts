import 'server-only';
import { readCircleMenus } from '@/lib/catalogue/circle-thumbnails';
import type { ShownImage } from '@/lib/catalogue/shown-image';
import type { CatalogueViewer } from '@/lib/catalogue/viewer';
import { getConfig } from '@/lib/config/get-config';
import { db } from '@/lib/db';
import type { AppLocale } from '@/lib/i18n/locales';
import { loadMapFavorites } from '@/lib/map/map-favorites';
import { loadPrintEntries, type PrintEntry } from './print-favorites';
import { loadPrintHallMaps, type PrintHallMap } from './print-hall-maps';
import type { PrintQuery, PrintType } from './print-url';

type PrintSheetData = { entries: PrintEntry[]; labels: Map<number, string>; maps: PrintHallMap[]; menus: Map<number, ShownImage[]> };

/**
 * What one printout shows: the chosen favourites, the member's colour names, for type 2 the hall maps,
 * and for type 3 with the menus option each circle's menu pages (under the image rule, as every page).
 */
export async function loadPrintSheet(type: PrintType, query: PrintQuery, viewer: CatalogueViewer, locale: AppLocale): Promise<PrintSheetData> {
  const eventCode = getConfig().eventCode;
  const [entries, { labels }] = await Promise.all([
    loadPrintEntries(db, { userId: viewer.userId, eventCode, mayViewAdult: viewer.mayViewAdult, query }),
    loadMapFavorites(db, viewer.userId),
  ]);
  const maps = type === 2 ? await loadPrintHallMaps(db, { eventCode, days: query.days, areas: query.areas, entries }) : [];
  const circleIds = [...new Set(entries.map((entry) => entry.circleId))];
  const menus = type === 3 && query.prnMenus ? await readCircleMenus(db, circleIds, { adult: viewer.mayViewAdult }, locale) : new Map<number, ShownImage[]>();
  return { entries, labels, maps, menus };
}
