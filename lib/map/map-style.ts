import type { ExpressionSpecification, GeoJSONSourceSpecification, StyleSpecification, SymbolLayerSpecification } from 'maplibre-gl';

// The map's inline style: GeoJSON sources, fill/line layers and two label layers. No tiles, no sprite and
// no glyphs, so the map makes no request of its own: without a glyphs URL MapLibre draws the labels'
// letters with the device's fonts.

export const MAP_WORKER_PATH = '/api/map/maplibre-worker.mjs';

/** Below this zoom a desk is a pixel or two: blocks are drawn instead, and favourites as marks. */
export const SPACES_MIN_ZOOM = 14.5;

/** Past this zoom the block names fit beside their blocks. */
export const BLOCK_LABEL_ZOOM = 15.2;

export type MapDisplay = { favorites: boolean; genres: boolean; labels: boolean };

export const defaultMapDisplay: MapDisplay = { favorites: true, genres: false, labels: true };

const emptyCollection = { type: 'FeatureCollection' as const, features: [] };

/**
 * Favourite colours win over genre colours; either may be switched off. A desk's favourite colour is its
 * feature state `f` (set by the map, `setFeatureState`), so a colour change redraws without re-sending
 * the desks; its genre colour is the feature's property `g`.
 */
export function spaceFillColour(display: MapDisplay): ExpressionSpecification {
  const plain = '#FFFFFF';
  const genre: ExpressionSpecification | string = display.genres ? ['case', ['!=', ['get', 'g'], ''], ['get', 'g'], plain] : plain;
  const favorite: ExpressionSpecification = ['coalesce', ['feature-state', 'f'], ''];
  return display.favorites ? ['case', ['!=', favorite, ''], favorite, genre] : (genre as ExpressionSpecification);
}

const sourceIds = ['halls', 'blocks', 'spaces', 'favorites', 'booths', 'highlight', 'highlightBooths', 'selected', 'hallLabels', 'blockLabels', 'route', 'routeStops'] as const;
export type MapSourceId = (typeof sourceIds)[number];

/**
 * Hall and block names, placed by MapLibre with collision detection: a name that would overlap another
 * (or a hall name) moves to another anchor around its point, or is left out at this zoom, never drawn
 * over another. Hall names are placed first (`symbol-sort-key`).
 */
function labelLayer(id: 'hall-labels' | 'block-labels', display: MapDisplay): SymbolLayerSpecification {
  const hall = id === 'hall-labels';
  return {
    id,
    type: 'symbol',
    source: hall ? 'hallLabels' : 'blockLabels',
    ...(hall ? {} : { minzoom: BLOCK_LABEL_ZOOM }),
    layout: {
      visibility: display.labels ? 'visible' : 'none',
      'text-field': ['get', 't'],
      'text-font': [hall ? 'Noto Sans Bold' : 'Noto Sans SemiBold'],
      'text-size': hall ? 13 : 12,
      'text-variable-anchor': hall ? ['bottom-left', 'top-left', 'bottom', 'top'] : ['top-left', 'bottom-left', 'left', 'right', 'top', 'bottom'],
      'text-radial-offset': 0.25,
      'text-justify': 'auto',
      'text-padding': 3,
      'text-allow-overlap': false,
      'text-ignore-placement': false,
      'text-optional': false,
      'symbol-sort-key': ['get', 'order'],
      'symbol-placement': 'point',
    },
    paint: { 'text-color': '#0F172A', 'text-halo-color': '#FFFFFF', 'text-halo-width': 1.5 },
  };
}

/** The style, with the data the map already has in its sources (the first day), the rest empty. */
export function mapStyle(display: MapDisplay, data: Partial<Record<MapSourceId, GeoJSONSourceSpecification['data']>> = {}): StyleSpecification {
  // Rectangles stay exact when over-zoomed, so tiles past z16 are never cut: less work per zoom step.
  const source = (id: MapSourceId): GeoJSONSourceSpecification => ({ type: 'geojson', data: data[id] ?? emptyCollection, maxzoom: 16 });
  return {
    version: 8,
    sources: Object.fromEntries(sourceIds.map((id) => [id, source(id)])),
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': '#E2E8F0' } },
      { id: 'halls-fill', type: 'fill', source: 'halls', paint: { 'fill-color': ['case', ['==', ['get', 'corporate'], 1], '#FEF3C7', '#F8FAFC'] } },
      { id: 'halls-line', type: 'line', source: 'halls', paint: { 'line-color': '#475569', 'line-width': 1.5 } },
      { id: 'blocks-fill', type: 'fill', source: 'blocks', paint: { 'fill-color': '#CBD5E1' } },
      { id: 'spaces-fill', type: 'fill', source: 'spaces', minzoom: SPACES_MIN_ZOOM, paint: { 'fill-color': spaceFillColour(display), 'fill-outline-color': '#94A3B8' } },
      {
        id: 'favorites-marks',
        type: 'line',
        source: 'favorites',
        maxzoom: SPACES_MIN_ZOOM,
        layout: { visibility: display.favorites ? 'visible' : 'none' },
        paint: { 'line-color': ['get', 'f'], 'line-width': 5 },
      },
      { id: 'blocks-line', type: 'line', source: 'blocks', paint: { 'line-color': '#334155', 'line-width': 1 } },
      { id: 'booths-fill', type: 'fill', source: 'booths', paint: { 'fill-color': '#FDE68A', 'fill-outline-color': '#92400E' } },
      { id: 'highlight-fill', type: 'fill', source: 'highlight', paint: { 'fill-color': '#DC2626', 'fill-opacity': 0.45 } },
      { id: 'highlight-line', type: 'line', source: 'highlight', paint: { 'line-color': '#B91C1C', 'line-width': 3 } },
      { id: 'highlight-booths', type: 'line', source: 'highlightBooths', paint: { 'line-color': '#B91C1C', 'line-width': 4 } },
      { id: 'selected-line', type: 'line', source: 'selected', paint: { 'line-color': '#1D4ED8', 'line-width': 5 } },
      { id: 'route-line', type: 'line', source: 'route', layout: { 'line-join': 'round', 'line-cap': 'round' }, paint: { 'line-color': '#1E3A8A', 'line-width': 3, 'line-dasharray': [2, 1] } },
      { id: 'route-stops', type: 'circle', source: 'routeStops', paint: { 'circle-radius': 9, 'circle-color': '#1E3A8A', 'circle-stroke-color': '#FFFFFF', 'circle-stroke-width': 1.5 } },
      {
        id: 'route-numbers',
        type: 'symbol',
        source: 'routeStops',
        layout: { 'text-field': ['to-string', ['get', 'n']], 'text-font': ['Noto Sans Bold'], 'text-size': 11, 'text-allow-overlap': true, 'text-ignore-placement': true, 'symbol-sort-key': ['get', 'n'] },
        paint: { 'text-color': '#FFFFFF' },
      },
      labelLayer('block-labels', display),
      labelLayer('hall-labels', display),
    ],
  };
}
