import type { Map as MapLibreMap } from 'maplibre-gl';
import { NAME_LAYERS } from '@/lib/map/map-style';

// What the map's name layers drew as it last settled, in data attributes of its container beside the
// view's own (`data-view`, `data-state`): MapLibre draws names into the canvas, where neither a reader
// nor a check can find them. Its rendered features of a symbol layer are the names it placed, so a name
// left out for want of room is not among them.

function placed(map: MapLibreMap, layers: readonly string[]): string[] {
  const shown = layers.filter((id) => map.getLayer(id) && map.getLayoutProperty(id, 'visibility') !== 'none');
  if (shown.length === 0) return [];
  return map.queryRenderedFeatures({ layers: shown }).map((feature) => String(feature.properties.t ?? feature.properties.n ?? ''));
}

/** Records the hall names (each once), the block letters and the number of desk numbers drawn. */
export function recordDrawnLabels(map: MapLibreMap, container: HTMLElement): void {
  container.dataset.drawnHalls = [...new Set(placed(map, NAME_LAYERS.halls))].join('|');
  container.dataset.drawnBlocks = placed(map, NAME_LAYERS.blocks).join('|');
  container.dataset.drawnNumbers = String(placed(map, NAME_LAYERS.numbers).length);
}
