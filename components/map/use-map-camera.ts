'use client';

import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useEffectEvent } from 'react';
import type { MapDayIndex } from '@/lib/map/map-day-index';
import { rectBounds, rectCenter } from '@/lib/map/map-geometry';
import { SPACE_NUMBERS_ZOOM } from '@/lib/map/map-style';
import { appliedTo } from './map-applied';
import type { MapView } from './map-canvas-types';
import { watchView } from './map-view-state';

/** The camera follows the view: a hall, the whole venue, or one space inside a hall. */
export function useMapCamera(map: MapLibreMap | null, index: MapDayIndex | null, view: MapView | null) {
  const move = useEffectEvent((map: MapLibreMap) => {
    if (!view) return;
    const applied = appliedTo(map);
    // The map was made looking at its first view.
    const first = applied.viewKey === view.key && !view.focus;
    applied.viewKey = '';
    if (first) return;
    watchView(map, view.key, 'moving');
    const camera = map.cameraForBounds(rectBounds(view.rect, 300), { padding: 16 });
    if (!camera) return;
    // A space is shown close enough for the desks' numbers round it to be drawn.
    map.jumpTo(view.focus ? { center: rectCenter(view.focus), zoom: Math.min(Math.max((camera.zoom ?? 16) + 1.5, SPACE_NUMBERS_ZOOM + 0.3), 21) } : camera);
  });

  // Keyed by names, not by the view object: a view made anew for the same place does not move the camera.
  const viewKey = view?.key ?? '';
  const focusKey = view?.focus?.join(',') ?? '';
  useEffect(() => {
    if (map) move(map);
  }, [map, viewKey, focusKey, index]);
}
