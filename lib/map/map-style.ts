import type { ExpressionSpecification, GeoJSONSourceSpecification, StyleSpecification } from 'maplibre-gl';

// The map's inline style: GeoJSON sources and fill/line layers only. No tiles, no sprite and no glyphs,
// so the map makes no request of its own; names are HTML labels laid over the canvas.

export const MAP_WORKER_PATH = '/api/map/maplibre-worker.mjs';

/** Below this zoom a desk is a pixel or two: blocks are drawn instead, and favourites as marks. */
export const SPACES_MIN_ZOOM = 14.5;

export type MapDisplay = { favorites: boolean; genres: boolean; labels: boolean };

export const defaultMapDisplay: MapDisplay = { favorites: true, genres: false, labels: true };

const emptyCollection = { type: 'FeatureCollection' as const, features: [] };

/** Favourite colours win over genre colours; either may be switched off. */
export function spaceFillColour(display: MapDisplay): ExpressionSpecification {
  const plain = '#FFFFFF';
  const genre: ExpressionSpecification | string = display.genres ? ['case', ['!=', ['get', 'g'], ''], ['get', 'g'], plain] : plain;
  return display.favorites ? ['case', ['!=', ['get', 'f'], ''], ['get', 'f'], genre] : (genre as ExpressionSpecification);
}

const sourceIds = ['halls', 'blocks', 'spaces', 'favorites', 'booths', 'highlight', 'highlightBooths', 'selected'] as const;
type SourceId = (typeof sourceIds)[number];

/** The style, with the data the map already has in its sources (the first day), the rest empty. */
export function mapStyle(display: MapDisplay, data: Partial<Record<SourceId, GeoJSONSourceSpecification['data']>> = {}): StyleSpecification {
  // Rectangles stay exact when over-zoomed, so tiles past z16 are never cut: less work per zoom step.
  const source = (id: SourceId): GeoJSONSourceSpecification => ({ type: 'geojson', data: data[id] ?? emptyCollection, maxzoom: 16 });
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
    ],
  };
}
