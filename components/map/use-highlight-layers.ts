'use client';

import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect } from 'react';
import type { MapDayIndex } from '@/lib/map/map-day-index';
import { boothFeatures, spaceSubset } from '@/lib/map/map-geometry';
import { appliedTo } from './map-applied';
import { sameSelection, selectedFeatures, type MapSelection } from './map-selection';
import { setSource } from './map-sources';

/** The spaces and booths a search or a list highlights, and the one selected (its popup open). */
export function useHighlightLayers(map: MapLibreMap | null, index: MapDayIndex | null, highlight: readonly number[], highlightBooths: readonly number[], selected: MapSelection) {
  useEffect(() => {
    if (!map || !index) return;
    const applied = appliedTo(map);
    const last = applied.highlight;
    if (last.index === index && last.spaces === highlight && last.booths === highlightBooths) return;
    applied.highlight = { index, spaces: highlight, booths: highlightBooths };
    setSource(map, 'highlight', spaceSubset(index.day, highlight));
    setSource(map, 'highlightBooths', boothFeatures(index.day, new Set(highlightBooths)));
  }, [map, index, highlight, highlightBooths]);

  useEffect(() => {
    if (!map || !index) return;
    const applied = appliedTo(map);
    const last = applied.selection;
    if (last.index === index && sameSelection(last.selected, selected)) return;
    applied.selection = { index, selected };
    setSource(map, 'selected', selectedFeatures(index.day, selected));
  }, [map, index, selected]);
}
