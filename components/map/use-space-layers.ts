'use client';

import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useEffectEvent } from 'react';
import type { MapDayIndex } from '@/lib/map/map-day-index';
import { favoriteMarks, favoriteSpaceColours } from '@/lib/map/map-geometry';
import { appliedTo } from './map-applied';
import { applyFavoriteColours } from './map-favorite-state';
import { setSource } from './map-sources';
import { showSpacesInView } from './spaces-in-view';

/** The desks of the halls in view, coloured by the member's favourites, and the favourites' marks. */
export function useSpaceLayers(map: MapLibreMap | null, index: MapDayIndex | null, favoriteHex: ReadonlyMap<number, string>, floor: number | undefined) {
  // The desks follow the view, of the day shown when the map stops moving.
  const showInView = useEffectEvent((map: MapLibreMap) => {
    if (index) showSpacesInView(map, index, floor);
  });
  useEffect(() => {
    if (!map) return;
    const subscription = map.on('moveend', () => showInView(map));
    return () => subscription.unsubscribe();
  }, [map]);

  useEffect(() => {
    if (!map || !index) return;
    const applied = appliedTo(map);
    const last = applied.favorites;
    if (last?.index !== index || last.favoriteHex !== favoriteHex) {
      const colours = favoriteSpaceColours(index.spacesOfCircle, index.circleById, favoriteHex);
      applied.favorites = { index, favoriteHex, colours };
      applyFavoriteColours(map, last?.index === index ? last.colours : null, colours);
      // The first day's marks are already in the style.
      if (last) setSource(map, 'favorites', favoriteMarks(index.day, colours));
    }
    showSpacesInView(map, index, floor);
  }, [map, index, favoriteHex, floor]);
}
