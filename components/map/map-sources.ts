import type { GeoJSONSource, GeoJSONSourceSpecification, Map as MapLibreMap } from 'maplibre-gl';
import { isEmptyData, layerVisibility, mapLayers, type MapDisplay, type MapSourceId } from '@/lib/map/map-style';

// A layer whose source has nothing to draw is hidden, so that MapLibre asks its worker for none of that
// source's tiles (lib/map/map-style.ts); these keep each map's empty sources and display settings.

type SourceData = GeoJSONSourceSpecification['data'];
type LayerState = { empty: Set<MapSourceId>; display: MapDisplay };

const states = new WeakMap<MapLibreMap, LayerState>();

/** Starts keeping the layers of a map made with `mapStyle(display, data)`. */
export function trackLayers(map: MapLibreMap, data: Partial<Record<MapSourceId, SourceData>>, display: MapDisplay): void {
  states.set(map, { empty: new Set(mapLayers.map((layer) => layer.source).filter((source) => isEmptyData(data[source]))), display });
}

function apply(map: MapLibreMap, state: LayerState): void {
  for (const layer of mapLayers) {
    if (!map.getLayer(layer.id)) continue;
    const visibility = layerVisibility(layer, state.display, (source) => state.empty.has(source));
    if (map.getLayoutProperty(layer.id, 'visibility') !== visibility) map.setLayoutProperty(layer.id, 'visibility', visibility);
  }
}

/** Shows the layers that have something to draw and that the display allows; hides the others. */
export function showLayers(map: MapLibreMap, display: MapDisplay): void {
  const state = states.get(map);
  if (!state) return;
  state.display = display;
  apply(map, state);
}

/** New data for a source; its layers are shown or hidden as it fills or empties. */
export function setSource(map: MapLibreMap, id: MapSourceId, data: SourceData): void {
  const source = map.getSource(id) as GeoJSONSource | undefined;
  // Before the style has loaded there is no source yet, and nothing to show or hide.
  if (!source) return;
  source.setData(data);
  const state = states.get(map);
  if (!state || state.empty.has(id) === isEmptyData(data)) return;
  if (isEmptyData(data)) state.empty.add(id);
  else state.empty.delete(id);
  apply(map, state);
}
