import 'server-only';
import { getLocale, getTranslations } from 'next-intl/server';
import { preload } from 'react-dom';
import { FavoriteControls } from '@/components/favorites/favorite-controls';
import { getCatalogueIndex } from '@/lib/catalogue/catalogue-index-instance';
import { genreName } from '@/lib/catalogue/facets';
import { formatWeekday } from '@/lib/catalogue/placement-text';
import type { CatalogueViewer } from '@/lib/catalogue/viewer';
import { palette } from '@/lib/favorites/palette';
import { templateArguments } from '@/lib/i18n/message-template';
import { mapDayUrls } from '@/lib/map/map-day-response';
import { loadMemberMapFavorites } from '@/lib/map/member-map-favorites';
import { MAP_WORKER_PATH } from '@/lib/map/map-style';
import { MapDayPrefetchScript } from './map-day-prefetch-script';
import { VenueMap } from './venue-map';
import { planTexts } from '@/components/plan/plan-texts';
import { loadAllVisitMarks } from '@/lib/plan/visit-marks';
import type { VenueMapLabels } from './venue-map-props';

/** The map page's server part: the event's days, halls and genres, the user's colours, translated labels. */
export async function VenueMapScreen({ viewer }: { viewer: CatalogueViewer }) {
  const locale = await getLocale();
  const [{ facets }, { favorites, labels: colorLabels }, t, colorNames, visitMarks, plan] = await Promise.all([
    getCatalogueIndex(),
    loadMemberMapFavorites(viewer.userId),
    getTranslations('Map'),
    getTranslations('Favorites.colors'),
    loadAllVisitMarks(viewer.userId),
    planTexts(),
  ]);
  const dayUrls = await mapDayUrls(
    facets.days.map((day) => day.number),
    viewer,
  );
  const prefetched = Object.fromEntries(Object.entries(dayUrls).map(([day, urls]) => [day, urls.day]));
  // MapLibre's worker script is asked for by the HTML, beside the page's scripts: the worker the map
  // starts then finds it in the browser's cache instead of waiting for it.
  preload(MAP_WORKER_PATH, { as: 'fetch', crossOrigin: 'use-credentials' });
  const labelKeys = [
    'day', 'hall', 'overall', 'floor', 'allFloors', 'search', 'keyword', 'category', 'circles', 'booths', 'genre', 'allGenres', 'scope', 'scopeHall', 'scopeAll',
    'clear', 'display', 'options', 'showFavorites', 'showGenres', 'showLabels', 'loading', 'loadError', 'searching', 'searchError', 'highlighted',
    'favoritesHeading', 'noHighlights', 'keyboardHint', 'mapTitle', 'zoomIn', 'zoomOut', 'closePopup', 'details', 'boothDetails', 'author',
    'placement', 'favorite', 'memo', 'notFavorite',
  ] as const;
  const labels: VenueMapLabels = {
    ...(Object.fromEntries(labelKeys.map((key) => [key, t(key)])) as Record<(typeof labelKeys)[number], string>),
    // Templates completed in the browser, where the numbers and names are known.
    searchCount: t('searchCount', templateArguments('count')),
    floorOption: t('floorOption', templateArguments('number')),
    spaceCodeNotFound: t('spaceCodeNotFound', templateArguments('code')),
    spaceCodeEmpty: t('spaceCodeEmpty', templateArguments('code')),
    spaceCodeWhich: t('spaceCodeWhich', templateArguments('code')),
    listTruncated: t('listTruncated', templateArguments('shown', 'count')),
    cutAlt: t('cutAlt', templateArguments('name')),
    thumbAlt: t('thumbAlt', templateArguments('name')),
    emptySpace: t('emptySpace'),
    favoritesSheetOpen: t('favoritesSheet.open'),
    favoritesSheetTitle: t('favoritesSheet.title'),
    highlightedSheetOpen: t('highlightedSheetOpen', templateArguments('count')),
  };
  return (
    <div className="h-full">
      <MapDayPrefetchScript urls={prefetched} />
      <h1 className="sr-only">{t('mapTitle')}</h1>
      <VenueMap
      locale={locale}
      days={facets.days.map((day) => ({ number: day.number, url: dayUrls[day.number]?.day ?? '', authorsUrl: dayUrls[day.number]?.authors ?? '', weekday: formatWeekday(locale, day.date), label: t('dayOption', { number: day.number, weekday: formatWeekday(locale, day.date) }) }))}
      halls={facets.halls.map((hall) => ({ key: hall.key, label: t('hallName', { area: t(`areas.${hall.area}`), number: hall.number }) }))}
      genres={facets.genres.map((genre) => ({ code: genre.code, label: `${genre.code} ${genreName(genre, locale)}` }))}
      favorites={favorites}
      colors={palette.map((color) => ({ n: color.n, hex: color.hex, label: colorLabels.get(color.n) ?? colorNames(color.key as Parameters<typeof colorNames>[0]) }))}
      labels={labels}
      visitMarks={visitMarks}
      visitLabels={{ visit: plan.visit, visitOf: plan.visitOf, queuedOffline: plan.queuedOffline, failed: plan.failed }}
      />
      {/* The favourites island fills the controls slot of the map's popup whenever one opens. */}
      <FavoriteControls entries={favorites.map((favorite) => [favorite.circleId, favorite.color, favorite.memo] as const)} />
    </div>
  );
}
