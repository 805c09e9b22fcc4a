import type { GeoJSONSource, GeoJSONSourceSpecification, Map as MapLibreMap } from 'maplibre-gl';
import { isEmptyData, layerVisibility, mapLayers, type MapDisplay, type MapSourceId } from '@/lib/map/map-style';

// A layer whose source has nothing to draw is hidden, so that MapLibre asks its worker for none of that
// source's tiles (lib/map/map-style.ts); these keep each map's empty sources and display settings.

type SourceData = GeoJSONSourceSpecification['data'];
type LayerState = {
  empty: Set<MapSourceId>;
  /** Sources hidden until their worker has their new data, each with the number of its latest update. */
  loading: Map<MapSourceId, number>;
  updates: number;
  display: MapDisplay;
};

const states = new WeakMap<MapLibreMap, LayerState>();

/** Starts keeping the layers of a map made with `mapStyle(display, data)`. */
export function trackLayers(map: MapLibreMap, data: Partial<Record<MapSourceId, SourceData>>, display: MapDisplay): void {
  states.set(map, { empty: new Set(mapLayers.map((layer) => layer.source).filter((source) => isEmptyData(data[source]))), loading: new Map(), updates: 0, display });
}

/** Stops keeping them, before the map is removed: an update that arrives later then changes nothing. */
export function untrackLayers(map: MapLibreMap): void {
  states.delete(map);
}

function apply(map: MapLibreMap, state: LayerState): void {
  for (const layer of mapLayers) {
    if (!map.getLayer(layer.id)) continue;
    const visibility = layerVisibility(layer, state.display, (source) => state.empty.has(source) || state.loading.has(source));
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

/**
 * New data for a source; its layers are shown or hidden as it fills or empties. With `hiddenUntilLoaded`
 * its layers are also hidden until the worker has the data: MapLibre asks for a visible source's tiles at
 * once, from the data the worker still holds, and asks for every one of them again when the new data has
 * arrived. For data that replaces what is out of view anyway (the desks of other halls after a jump), so
 * that nothing on screen disappears meanwhile.
 */
export function setSource(map: MapLibreMap, id: MapSourceId, data: SourceData, { hiddenUntilLoaded = false } = {}): void {
  const source = map.getSource(id) as GeoJSONSource | undefined;
  // Before the style has loaded there is no source yet, and nothing to show or hide.
  if (!source) return;
  const arrived = source.setData(data);
  const state = states.get(map);
  if (!state) return;
  const update = ++state.updates;
  const wasHidden = state.empty.has(id) || state.loading.has(id);
  if (isEmptyData(data)) state.empty.add(id);
  else state.empty.delete(id);
  if (hiddenUntilLoaded && !isEmptyData(data)) {
    state.loading.set(id, update);
    arrived.then(
      () => {
        // A later update of the source, or a map removed meanwhile, decides on its own.
        if (states.get(map) !== state || state.loading.get(id) !== update) return;
        state.loading.delete(id);
        apply(map, state);
      },
      () => undefined,
    );
  } else state.loading.delete(id);
  if (wasHidden !== (state.empty.has(id) || state.loading.has(id))) apply(map, state);
}
