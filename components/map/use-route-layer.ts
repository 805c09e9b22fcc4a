'use client';

import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, type RefObject } from 'react';
import type { MapDayIndex } from '@/lib/map/map-day-index';
import { routeFeatures } from '@/lib/map/map-route';

/** Draws the plan's numbered walk of the day, or clears it when the map was not opened for the plan. */
export function useRouteLayer(mapRef: RefObject<MapLibreMap | null>, ready: boolean, index: MapDayIndex | null, route: readonly number[] | null) {
  useEffect(() => {
    const map = mapRef.current;
    if (!ready || !map || !index) return;
    const { line, stops } = routeFeatures(index, route ?? []);
    (map.getSource('route') as GeoJSONSource | undefined)?.setData(line);
    (map.getSource('routeStops') as GeoJSONSource | undefined)?.setData(stops);
    map.getContainer().dataset.routeStops = String(stops.features.length);
  }, [mapRef, ready, index, route]);
}
