'use client';

import type { Map as MapLibreMap, MapLayerMouseEvent } from 'maplibre-gl';
import { useEffect, useEffectEvent } from 'react';
import type { MapDayIndex } from '@/lib/map/map-day-index';
import type { MapPick } from './map-canvas-types';

const PICKABLE = ['spaces-fill', 'booths-fill'] as const;

/** A click on a desk picks its circle, on a booth the booth; the pointer shows where a click picks. */
export function useMapPicks(map: MapLibreMap | null, index: MapDayIndex | null, onPick: (pick: MapPick) => void) {
  const picked = useEffectEvent((event: MapLayerMouseEvent) => {
    const feature = event.features?.[0];
    if (!feature || typeof feature.id !== 'number') return;
    if (feature.layer.id === 'booths-fill') onPick({ kind: 'booth', id: feature.id });
    else {
      const circle = index?.day.spaces.circle[feature.id] ?? -1;
      if (circle >= 0) onPick({ kind: 'circle', circle });
    }
  });

  useEffect(() => {
    if (!map) return;
    const click = (event: MapLayerMouseEvent) => picked(event);
    const pointer = () => (map.getCanvas().style.cursor = 'pointer');
    const plain = () => (map.getCanvas().style.cursor = '');
    const subscriptions = PICKABLE.flatMap((layer) => [map.on('click', layer, click), map.on('mouseenter', layer, pointer), map.on('mouseleave', layer, plain)]);
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [map]);
}
