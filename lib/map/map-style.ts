import type { ExpressionSpecification, FilterSpecification, GeoJSONSourceSpecification, LayerSpecification, StyleSpecification, SymbolLayerSpecification } from 'maplibre-gl';
import { PLAN_KIND } from './map-geometry';

// The map's inline style: GeoJSON sources, fill/line layers and two label layers. No tiles, no sprite and
// no glyphs, so the map makes no request of its own: without a glyphs URL MapLibre draws the labels'
// letters with the device's fonts.
//
// Drawn for the fewest GPU programs: without a GPU (software WebGL) each program MapLibre links costs
// tens to hundreds of milliseconds before its first frame, and each variant of a layer type is a program
// of its own (a colour given as a constant is one variant, a colour read from the feature another). So
// every fill and every line takes its colour from the feature (`featureColour`), the desks' feature-state
// colours included, and all fills share one program, all lines another; fills with a line drawn round
// them draw no outline of their own (`fill-antialias`), one draw less per tile, yet name an outline colour:
// an unnamed one follows the fill colour, which makes another variant; there is no background layer
// (the container's CSS colour shows through the transparent canvas). A layer whose source is empty is
// hidden (`layerVisibility`): MapLibre then asks its worker for none of that source's tiles, which it
// would otherwise do at every zoom step, for a search highlight or a route that is not there. For the same
// reason the floor plan (halls, blocks, booths) is one source and the names another, each layer drawing one
// kind of feature from it (`kind`): a hall switch then waits for three sources' tiles, not six.

export const MAP_WORKER_PATH = '/api/map/maplibre-worker.mjs';

/** Below this zoom a desk is a pixel or two: blocks are drawn instead, and favourites as marks. */
export const SPACES_MIN_ZOOM = 14.5;

/**
 * Up to this zoom a favourite also has a mark round its desk: in a hall seen whole on a phone a desk is
 * about 4 × 2 pixels, too small for its own colour to be seen; from here it is 12 × 6 and its fill shows.
 */
export const FAVORITE_MARKS_MAX_ZOOM = 16.5;

/** From here a hall is seen whole (about 14.7 on a phone) and its blocks' letters are drawn. */
export const BLOCK_LABEL_ZOOM = 14.2;

/** Below this zoom the whole venue is in view: hall names stand in the middle of their halls. */
export const HALL_NAME_ZOOM = 13.6;

/** From here a desk is about 14 × 16 pixels on a phone: its number fits on it. */
export const SPACE_NUMBERS_ZOOM = 17.3;

export type MapDisplay = { favorites: boolean; genres: boolean; labels: boolean };

export const defaultMapDisplay: MapDisplay = { favorites: true, genres: false, labels: true };

const emptyCollection = { type: 'FeatureCollection' as const, features: [] };

/**
 * A colour the feature could carry but does not: a data-driven colour, drawn by the same program variant
 * as the other data-driven colours (see above), where a constant would need one of its own.
 */
function featureColour(hex: string): ExpressionSpecification {
  return ['to-color', ['coalesce', ['get', 'colour'], hex]];
}

/**
 * Favourite colours win over genre colours; either may be switched off. A desk's favourite colour is its
 * feature state `f` (set by the map, `setFeatureState`), so a colour change redraws without re-sending
 * the desks; its genre colour is the feature's property `g`.
 */
export function spaceFillColour(display: MapDisplay): ExpressionSpecification {
  const plain = featureColour('#FFFFFF');
  const genre: ExpressionSpecification = display.genres ? ['case', ['!=', ['get', 'g'], ''], ['to-color', ['get', 'g']], plain] : plain;
  const favorite: ExpressionSpecification = ['coalesce', ['feature-state', 'f'], ''];
  return display.favorites ? ['case', ['!=', favorite, ''], ['to-color', favorite], genre] : genre;
}

const sourceIds = ['plan', 'spaces', 'favorites', 'highlight', 'highlightBooths', 'selected', 'names', 'route', 'routeStops'] as const;
export type MapSourceId = (typeof sourceIds)[number];

type SourceData = GeoJSONSourceSpecification['data'];

/** A source's data with nothing to draw: its layers are hidden. */
export const isEmptyData = (data: SourceData | undefined) => data === undefined || (typeof data === 'object' && data.type === 'FeatureCollection' && data.features.length === 0);

/** The layers that a display setting switches off beside their source being empty. */
const displaySwitch: Partial<Record<string, keyof MapDisplay>> = {
  'favorites-marks': 'favorites',
  'hall-labels': 'labels',
  'hall-centre-labels': 'labels',
  'block-labels': 'labels',
  'space-numbers': 'labels',
};

/** The symbol layers that name things, which the map reports as drawn (components/map/drawn-labels.ts). */
export const NAME_LAYERS = { halls: ['hall-labels', 'hall-centre-labels'], blocks: ['block-labels'], numbers: ['space-numbers'] } as const;

/** Whether a layer is drawn: it has something to draw and the display does not switch it off. */
export function layerVisibility(layer: { id: string; source: MapSourceId }, display: MapDisplay, empty: (source: MapSourceId) => boolean): 'visible' | 'none' {
  const setting = displaySwitch[layer.id];
  return empty(layer.source) || (setting !== undefined && !display[setting]) ? 'none' : 'visible';
}

/** Only the features of one kind of a shared source (lib/map/map-geometry.ts, `PLAN_KIND`). */
const kind = (value: string): FilterSpecification => ['==', ['get', 'k'], value];

const labelPaint = { 'text-color': '#0F172A', 'text-halo-color': '#FFFFFF', 'text-halo-width': 1.5 } as const;

/**
 * Hall names, block letters and desk numbers, placed by MapLibre with collision detection: a name that
 * would overlap another is left out at this zoom, never drawn over it. The layers above place first (hall
 * names before block letters before numbers), and within a layer `symbol-sort-key` orders them. Constant
 * colours and sizes keep all of them on one GPU program.
 */
function labelLayers(): (SymbolLayerSpecification & { source: MapSourceId })[] {
  const label = (id: string, source: MapSourceId, filter: FilterSpecification, layout: SymbolLayerSpecification['layout'], zooms: { minzoom?: number; maxzoom?: number }) => ({
    id,
    type: 'symbol' as const,
    source,
    filter,
    ...zooms,
    layout: { 'text-allow-overlap': false, 'text-ignore-placement': false, 'text-optional': false, 'symbol-placement': 'point' as const, ...layout },
    paint: labelPaint,
  });
  return [
    // The number on each desk's `a` half, in the desks' own source (the halls in view).
    label('space-numbers', 'spaces', ['has', 'n'], { 'text-field': ['to-string', ['get', 'n']], 'text-font': ['Noto Sans Regular'], 'text-size': 10, 'text-padding': 0 }, { minzoom: SPACE_NUMBERS_ZOOM }),
    label(
      'block-labels',
      'names',
      kind(PLAN_KIND.block),
      { 'text-field': ['get', 't'], 'text-font': ['Noto Sans SemiBold'], 'text-size': 12, 'text-anchor': ['get', 'a'], 'text-padding': 1, 'symbol-sort-key': ['get', 'order'] },
      { minzoom: BLOCK_LABEL_ZOOM },
    ),
    label(
      'hall-centre-labels',
      'names',
      kind(PLAN_KIND.hallCentre),
      // On a phone a hall is about 40 pixels wide here: `East 2` breaks into two short lines.
      { 'text-field': ['get', 't'], 'text-font': ['Noto Sans Bold'], 'text-size': 10, 'text-max-width': 2, 'text-line-height': 1.1, 'text-padding': 0, 'symbol-sort-key': ['get', 'order'] },
      { maxzoom: HALL_NAME_ZOOM },
    ),
    label(
      'hall-labels',
      'names',
      kind(PLAN_KIND.hall),
      {
        'text-field': ['get', 't'],
        'text-font': ['Noto Sans Bold'],
        'text-size': 13,
        'text-variable-anchor': ['bottom-left', 'top-left', 'bottom', 'top'],
        'text-radial-offset': 0.25,
        'text-justify': 'auto',
        'text-padding': 3,
        'symbol-sort-key': ['get', 'order'],
      },
      { minzoom: HALL_NAME_ZOOM },
    ),
  ];
}

/** The style's layers, bottom to top, each on one of the sources. */
function styleLayers(display: MapDisplay): (LayerSpecification & { source: MapSourceId })[] {
  const line = (hex: string) => featureColour(hex);
  return [
    {
      id: 'halls-fill',
      type: 'fill',
      source: 'plan',
      filter: kind(PLAN_KIND.hall),
      paint: { 'fill-color': ['case', ['==', ['get', 'corporate'], 1], featureColour('#FEF3C7'), featureColour('#F8FAFC')], 'fill-antialias': false, 'fill-outline-color': '#475569' },
    },
    { id: 'halls-line', type: 'line', source: 'plan', filter: kind(PLAN_KIND.hall), paint: { 'line-color': line('#475569'), 'line-width': 1.5 } },
    { id: 'blocks-fill', type: 'fill', source: 'plan', filter: kind(PLAN_KIND.block), paint: { 'fill-color': featureColour('#CBD5E1'), 'fill-antialias': false, 'fill-outline-color': '#334155' } },
    { id: 'spaces-fill', type: 'fill', source: 'spaces', minzoom: SPACES_MIN_ZOOM, paint: { 'fill-color': spaceFillColour(display), 'fill-outline-color': '#94A3B8' } },
    // Thinner as the desks grow, so that a mark does not cover the desks beside it (a width that follows
    // only the zoom is a uniform: the same GPU program as a constant one).
    {
      id: 'favorites-marks',
      type: 'line',
      source: 'favorites',
      maxzoom: FAVORITE_MARKS_MAX_ZOOM,
      paint: { 'line-color': ['to-color', ['get', 'f']], 'line-width': ['interpolate', ['linear'], ['zoom'], SPACES_MIN_ZOOM, 5, FAVORITE_MARKS_MAX_ZOOM, 3] },
    },
    { id: 'blocks-line', type: 'line', source: 'plan', filter: kind(PLAN_KIND.block), paint: { 'line-color': line('#334155'), 'line-width': 1 } },
    { id: 'booths-fill', type: 'fill', source: 'plan', filter: kind(PLAN_KIND.booth), paint: { 'fill-color': featureColour('#FDE68A'), 'fill-outline-color': '#92400E' } },
    { id: 'highlight-fill', type: 'fill', source: 'highlight', paint: { 'fill-color': featureColour('#DC2626'), 'fill-opacity': 0.45, 'fill-antialias': false, 'fill-outline-color': '#B91C1C' } },
    { id: 'highlight-line', type: 'line', source: 'highlight', paint: { 'line-color': line('#B91C1C'), 'line-width': 3 } },
    { id: 'highlight-booths', type: 'line', source: 'highlightBooths', paint: { 'line-color': line('#B91C1C'), 'line-width': 4 } },
    { id: 'selected-line', type: 'line', source: 'selected', paint: { 'line-color': line('#1D4ED8'), 'line-width': 5 } },
    { id: 'route-line', type: 'line', source: 'route', layout: { 'line-join': 'round', 'line-cap': 'round' }, paint: { 'line-color': '#1E3A8A', 'line-width': 3, 'line-dasharray': [2, 1] } },
    { id: 'route-stops', type: 'circle', source: 'routeStops', paint: { 'circle-radius': 9, 'circle-color': '#1E3A8A', 'circle-stroke-color': '#FFFFFF', 'circle-stroke-width': 1.5 } },
    {
      id: 'route-numbers',
      type: 'symbol',
      source: 'routeStops',
      layout: { 'text-field': ['to-string', ['get', 'n']], 'text-font': ['Noto Sans Bold'], 'text-size': 11, 'text-allow-overlap': true, 'text-ignore-placement': true, 'symbol-sort-key': ['get', 'n'] },
      paint: { 'text-color': '#FFFFFF' },
    },
    ...labelLayers(),
  ];
}

/** Each layer with its source, for showing and hiding layers as their sources fill and empty. */
export const mapLayers = styleLayers(defaultMapDisplay).map(({ id, source }) => ({ id, source }));

/**
 * Sources of single desks drawn at every zoom: favourites' marks, search highlights, the selection. On the
 * whole venue a desk is smaller than a pixel, and the tiler drops any ring smaller than its simplification
 * tolerance (a third of a pixel by default), so these would vanish where they are most needed; with none,
 * nothing is dropped (their few hundred rectangles need no simplifying).
 */
const deskSources: ReadonlySet<MapSourceId> = new Set(['favorites', 'highlight', 'selected']);

/** The style, with the data the map already has in its sources (the first day), the rest empty and hidden. */
export function mapStyle(display: MapDisplay, data: Partial<Record<MapSourceId, SourceData>> = {}): StyleSpecification {
  // Rectangles stay exact when over-zoomed, so tiles past z16 are never cut: less work per zoom step.
  const source = (id: MapSourceId): GeoJSONSourceSpecification => ({
    type: 'geojson',
    data: data[id] ?? emptyCollection,
    maxzoom: 16,
    ...(deskSources.has(id) ? { tolerance: 0 } : {}),
  });
  const empty = (id: MapSourceId) => isEmptyData(data[id]);
  return {
    version: 8,
    sources: Object.fromEntries(sourceIds.map((id) => [id, source(id)])),
    layers: styleLayers(display).map((layer) => ({ ...layer, layout: { ...layer.layout, visibility: layerVisibility(layer, display, empty) } }) as LayerSpecification),
  };
}
