'use client';

import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useEffectEvent } from 'react';
import type { MapDayIndex } from '@/lib/map/map-day-index';
import { labelFeatures, planFeatures } from '@/lib/map/map-geometry';
import { appliedTo } from './map-applied';
import { mapProbe } from '@/lib/map/map-probe';
import { setSource } from './map-sources';
import { watchView } from './map-view-state';

/** The day's floor plan and names: the first day is in the map's style; a later day replaces it. */
export function useDayLayers(map: MapLibreMap | null, index: MapDayIndex | null, viewKey: string | undefined, hallLabels: readonly string[], blockLabels: readonly string[], floor: number | undefined) {
  // The view and the halls' names are read as they are when the day arrives; they change with it.
  const showDay = useEffectEvent((map: MapLibreMap, index: MapDayIndex) => {
    if (viewKey === undefined) return;
    const applied = appliedTo(map);
    if (applied.day !== index) {
      applied.day = index;
      applied.floor = floor;
      watchView(map, viewKey, 'loading');
      setSource(map, 'plan', planFeatures(index.day, floor));
      setSource(map, 'names', labelFeatures(index.day, hallLabels, blockLabels, floor));
    } else if (applied.floor !== floor) {
      // Another floor of the same day: its halls replace the others', which may stand on the same ground.
      applied.floor = floor;
      setSource(map, 'plan', planFeatures(index.day, floor));
      setSource(map, 'names', labelFeatures(index.day, hallLabels, blockLabels, floor));
    }
    mapProbe()?.mark('day-applied');
  });

  useEffect(() => {
    if (map && index) showDay(map, index);
  }, [map, index, floor]);
}
