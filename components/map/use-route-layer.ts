'use client';

import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect } from 'react';
import type { MapDayIndex } from '@/lib/map/map-day-index';
import { routeFeatures } from '@/lib/map/map-route';
import { setSource } from './map-sources';

/** Draws the plan's numbered walk of the day, or clears it when the map was not opened for the plan. */
export function useRouteLayer(map: MapLibreMap | null, index: MapDayIndex | null, route: readonly number[] | null) {
  useEffect(() => {
    if (!map || !index) return;
    const { line, stops } = routeFeatures(index, route ?? []);
    setSource(map, 'route', line);
    setSource(map, 'routeStops', stops);
    map.getContainer().dataset.routeStops = String(stops.features.length);
  }, [map, index, route]);
}
