'use client';

import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { createVenueMap } from './create-venue-map';
import type { MapStartProps } from './map-canvas-types';
import { mapProbe } from '@/lib/map/map-probe';
import { untrackLayers } from './map-sources';

/**
 * One MapLibre map for the page's life, in the browser only, made from the props of the first render
 * that has a day and a view. `map` is null until its style has loaded: the other hooks change a map that
 * has its sources and layers.
 */
export function useVenueMap(props: MapStartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  // Latched during render: once started, a day that is loading again (a day switch) keeps the map.
  const [canStart, setCanStart] = useState(false);
  if (!canStart && props.index && props.view) setCanStart(true);
  // The props of the moment it starts; later ones are applied by the other hooks.
  const create = useEffectEvent((container: HTMLElement) => {
    const { index, view } = props;
    return index && view ? createVenueMap(container, { ...props, index, view }) : null;
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!canStart || !container) return;
    const created = create(container);
    if (!created) return;
    let removed = false;
    created.on('load', () => {
      mapProbe()?.mark('style-loaded');
      if (!removed) setMap(created);
    });
    return () => {
      removed = true;
      setMap(null);
      untrackLayers(created);
      created.remove();
    };
  }, [canStart]);

  return { containerRef, map };
}
