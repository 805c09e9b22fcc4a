'use client';

import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect } from 'react';
import { spaceFillColour, type MapDisplay } from '@/lib/map/map-style';
import { showLayers } from './map-sources';

/** What the member chose to see: the desks' colours (genres, favourites) and which layers show. */
export function useDisplayLayers(map: MapLibreMap | null, display: MapDisplay) {
  useEffect(() => {
    if (!map) return;
    map.setPaintProperty('spaces-fill', 'fill-color', spaceFillColour(display));
    showLayers(map, display);
    map.getContainer().dataset.labels = display.labels ? 'on' : 'off';
  }, [map, display]);
}
