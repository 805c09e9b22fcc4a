'use client';

import type { Map as MapLibreMap } from 'maplibre-gl';
import * as maplibreLibrary from 'maplibre-gl';
import { useEffect, useEffectEvent, useMemo } from 'react';
import type { MapRect } from '@/lib/map/map-day';
import { rectCenter } from '@/lib/map/map-geometry';
import { keepPopupInView } from './keep-popup-in-view';

/**
 * MapLibre's popup at `at` (it follows the map), or none; returns the element its React content is
 * rendered into by a portal. Closing it from its button calls `onClose`.
 */
export function useMapPopup(map: MapLibreMap | null, at: MapRect | undefined, onClose: () => void): HTMLElement | null {
  const closed = useEffectEvent(() => onClose());
  // Keyed by position: new content for the same space re-renders through the portal, and another
  // space's popup gets a new element, where its content starts afresh.
  const atKey = at?.join(',') ?? '';
  const content = useMemo(() => (atKey !== '' && typeof document !== 'undefined' ? document.createElement('div') : null), [atKey]);

  useEffect(() => {
    if (!map || !content) return;
    const popup = new maplibreLibrary.Popup({ closeOnClick: false, maxWidth: '18rem', offset: 8, focusAfterOpen: false })
      .setLngLat(rectCenter(atKey.split(',').map(Number) as MapRect))
      .setDOMContent(content)
      .addTo(map);
    let removing = false;
    popup.on('close', () => !removing && closed());
    const stopKeepingInView = keepPopupInView(map, popup);
    return () => {
      removing = true;
      stopKeepingInView();
      popup.remove();
    };
  }, [map, content, atKey]);

  return map ? content : null;
}
