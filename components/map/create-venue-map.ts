import type { GeoJSONSourceSpecification, Map as MapLibreMap } from 'maplibre-gl';
import * as maplibreLibrary from 'maplibre-gl';
import { boothFeatures, favoriteMarks, favoriteSpaceColours, labelFeatures, planFeatures, rectBounds, spaceSubset, toLngLat } from '@/lib/map/map-geometry';
import { MAP_WORKER_PATH, mapStyle, type MapSourceId } from '@/lib/map/map-style';
import { recordDrawnLabels } from './drawn-labels';
import { appliedTo, recordApplied } from './map-applied';
import type { MapStart } from './map-canvas-types';
import { mapProbe } from '@/lib/map/map-probe';
import { selectedFeatures } from './map-selection';
import { setSource, trackLayers } from './map-sources';
import { watchView } from './map-view-state';

// A static import: the library's chunk is named in the page's HTML and loads beside the page's own
// scripts, about half a second sooner than an import() that starts once they have run. On the server it
// is only imported; the map is made in an effect.
if (typeof window !== 'undefined') {
  // The library's worker starts now (script fetched and run), while the day loads and the page hydrates.
  maplibreLibrary.setWorkerUrl(MAP_WORKER_PATH);
  maplibreLibrary.prewarm();
}

/**
 * The map, made with the first day's floor plan and marks in its style and the camera on the first view:
 * one worker round and one first frame, instead of an empty map drawn first and the day after it.
 */
export function createVenueMap(container: HTMLElement, start: MapStart): MapLibreMap {
  mapProbe()?.mark('start');
  const { index, view, labels } = start;
  const day = index.day;
  const colours = favoriteSpaceColours(index.spacesOfCircle, index.circleById, start.favoriteHex);
  const names = labelFeatures(day, labels.hallLabels, labels.blockLabels);
  const data: Partial<Record<MapSourceId, GeoJSONSourceSpecification['data']>> = {
    plan: planFeatures(day),
    favorites: favoriteMarks(day, colours),
    highlight: spaceSubset(day, start.highlight),
    highlightBooths: boothFeatures(day, new Set(start.highlightBooths)),
    selected: selectedFeatures(day, start.selected),
  };
  const map = new maplibreLibrary.Map({
    container,
    style: mapStyle(start.display, data),
    // A focused view is brought into place by the camera once the map has loaded.
    bounds: rectBounds(view.rect, 300),
    fitBoundsOptions: { padding: 16 },
    minZoom: 11,
    maxZoom: 22,
    maxBounds: [toLngLat(-100_000, 100_000), toLngLat(100_000, -100_000)],
    renderWorldCopies: false,
    // Nothing fades in: with software rendering every extra frame of a fade costs.
    fadeDuration: 0,
    dragRotate: false,
    pitchWithRotate: false,
    attributionControl: false,
    locale: { 'Map.Title': labels.title, 'NavigationControl.ZoomIn': labels.zoomIn, 'NavigationControl.ZoomOut': labels.zoomOut, 'Popup.Close': labels.closePopup },
  });
  recordApplied(map, {
    day: index,
    favorites: null,
    highlight: { index, spaces: start.highlight, booths: start.highlightBooths },
    selection: { index, selected: start.selected },
    viewKey: view.key,
  });
  trackLayers(map, data, start.display);
  map.touchZoomRotate.disableRotation();
  map.keyboard.disableRotation();
  // Bottom right: the top of the map belongs to the day, hall and search controls on a phone.
  map.addControl(new maplibreLibrary.NavigationControl({ showCompass: false }), 'bottom-right');
  // Before the view's own idle listener: the names drawn are on the container when it says `ready`.
  map.on('idle', () => recordDrawnLabels(map, container));
  watchView(map, view.key, 'loading');
  // The names come once the plan is drawn: their letters are drawn on this thread, and the first frame
  // should not wait for them.
  map.once('idle', () => {
    if (appliedTo(map).day === index) setSource(map, 'names', names);
  });
  return map;
}
