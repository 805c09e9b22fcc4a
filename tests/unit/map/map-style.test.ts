import { describe, expect, it } from 'vitest';
import type { LayerSpecification, SymbolLayerSpecification } from 'maplibre-gl';
import type { MapDay } from '@/lib/map/map-day';
import { PLAN_KIND, planFeatures } from '@/lib/map/map-geometry';
import { BLOCK_LABEL_ZOOM, defaultMapDisplay, HALL_NAME_ZOOM, SPACE_NUMBERS_ZOOM, FAVORITE_MARKS_MAX_ZOOM, layerVisibility, mapLayers, mapStyle, spaceFillColour, SPACES_MIN_ZOOM } from '@/lib/map/map-style';

// The names of halls and blocks; the plan's stop numbers are symbols too, but always drawn (below).
const symbolLayers = (layers: LayerSpecification[]) => layers.filter((layer): layer is SymbolLayerSpecification => layer.type === 'symbol' && layer.id.endsWith('-labels'));

describe('the map style', () => {
  const { layers, sources, glyphs } = mapStyle(defaultMapDisplay);

  it('draws hall names, block letters and desk numbers as symbol layers that never overlap: collision on, left out where there is no room', () => {
    const labels = symbolLayers(layers);
    expect(labels.map((layer) => layer.id).sort()).toEqual(['block-labels', 'hall-centre-labels', 'hall-labels']);
    for (const layer of [...labels, layers.find((layer) => layer.id === 'space-numbers') as SymbolLayerSpecification]) {
      expect(layer.layout?.['text-allow-overlap']).toBe(false);
      expect(layer.layout?.['text-ignore-placement']).toBe(false);
    }
    for (const layer of labels) expect(layer.layout?.['symbol-sort-key']).toBeDefined();
    // Hall names are placed first (MapLibre places the upper layer's labels before the lower one's), then
    // the blocks' letters, then the desks' numbers.
    const at = (id: string) => layers.findIndex((layer) => layer.id === id);
    expect(at('hall-labels')).toBeGreaterThan(at('block-labels'));
    expect(at('hall-centre-labels')).toBeGreaterThan(at('block-labels'));
    expect(at('block-labels')).toBeGreaterThan(at('space-numbers'));
    // The letters from a hall seen whole, the numbers once a desk holds them; hall names in the middle of
    // their halls on the whole venue and beside their north wall closer in, never both.
    expect(labels.find((layer) => layer.id === 'block-labels')?.minzoom).toBe(BLOCK_LABEL_ZOOM);
    expect(layers.find((layer) => layer.id === 'space-numbers')?.minzoom).toBe(SPACE_NUMBERS_ZOOM);
    expect(labels.find((layer) => layer.id === 'hall-centre-labels')?.maxzoom).toBe(HALL_NAME_ZOOM);
    expect(labels.find((layer) => layer.id === 'hall-labels')?.minzoom).toBe(HALL_NAME_ZOOM);
    // One source for every kind of name, each layer drawing its own kind; the numbers are the desks'.
    expect([...labels, layers.find((layer) => layer.id === 'space-numbers') as SymbolLayerSpecification].map((layer) => [layer.id, layer.source, layer.filter])).toEqual(
      expect.arrayContaining([
        ['hall-labels', 'names', ['==', ['get', 'k'], PLAN_KIND.hall]],
        ['hall-centre-labels', 'names', ['==', ['get', 'k'], PLAN_KIND.hallCentre]],
        ['block-labels', 'names', ['==', ['get', 'k'], PLAN_KIND.block]],
        ['space-numbers', 'spaces', ['has', 'n']],
      ]),
    );
  });

  it('draws the plan route as a line with numbered stops that no name hides', () => {
    expect(sources).toHaveProperty('route');
    expect(sources).toHaveProperty('routeStops');
    const numbers = layers.find((layer): layer is SymbolLayerSpecification => layer.id === 'route-numbers' && layer.type === 'symbol');
    expect(numbers?.layout?.['text-allow-overlap']).toBe(true);
    expect(layers.find((layer) => layer.id === 'route-line')?.type).toBe('line');
  });

  it('needs no glyph server: the labels are drawn with the device’s fonts', () => {
    expect(glyphs).toBeUndefined();
  });

  it('hides the names when the display setting turns them off', () => {
    for (const layer of symbolLayers(mapStyle({ ...defaultMapDisplay, labels: false }).layers)) expect(layer.layout?.visibility).toBe('none');
  });

  it('colours desks from the feature state, so a favourite colour changes without new data', () => {
    expect(JSON.stringify(spaceFillColour(defaultMapDisplay))).toContain('"feature-state","f"');
    expect(JSON.stringify(spaceFillColour({ ...defaultMapDisplay, favorites: false }))).not.toContain('feature-state');
  });

  it('draws every fill and every line but the dashed route with a colour from the feature, and no background layer: one GPU program for all fills, one for all lines', () => {
    const style = mapStyle({ favorites: true, genres: true, labels: true });
    expect(style.layers.some((layer) => layer.type === 'background')).toBe(false);
    for (const layer of style.layers) {
      const paint = (layer as { paint?: Record<string, unknown> }).paint ?? {};
      if (layer.type === 'fill') {
        expect(Array.isArray(paint['fill-color']), layer.id).toBe(true);
        // Named, even where no outline is drawn: one left out follows the fill colour, another variant.
        expect(typeof paint['fill-outline-color'], layer.id).toBe('string');
      }
      if (layer.type === 'line' && layer.id !== 'route-line') expect(Array.isArray(paint['line-color']), layer.id).toBe(true);
    }
    for (const display of [defaultMapDisplay, { favorites: false, genres: false, labels: true }, { favorites: false, genres: true, labels: true }]) {
      expect(Array.isArray(spaceFillColour(display))).toBe(true);
    }
  });

  it('hides the layers of an empty source, so that the map asks for none of its tiles, and shows those with data', () => {
    const hall = { type: 'Feature' as const, id: 0, geometry: { type: 'Polygon' as const, coordinates: [[[0, 0], [1, 0], [1, 1], [0, 0]]] }, properties: { corporate: 0 } };
    const style = mapStyle(defaultMapDisplay, { plan: { type: 'FeatureCollection', features: [hall] } });
    const visibility = (id: string) => (style.layers.find((layer) => layer.id === id)?.layout as { visibility?: string } | undefined)?.visibility;
    expect(visibility('halls-fill')).toBe('visible');
    expect(visibility('halls-line')).toBe('visible');
    for (const id of ['spaces-fill', 'highlight-fill', 'selected-line', 'route-line', 'route-numbers', 'hall-labels']) expect(visibility(id), id).toBe('none');
    // Every layer of the style is known with its source, for showing and hiding them as data comes and goes.
    expect(mapLayers.map((layer) => layer.id)).toEqual(style.layers.map((layer) => layer.id));
  });

  it('shows a layer only when its source has data and the display allows it', () => {
    const labels = { id: 'hall-labels', source: 'names' as const };
    expect(layerVisibility(labels, defaultMapDisplay, () => false)).toBe('visible');
    expect(layerVisibility(labels, { ...defaultMapDisplay, labels: false }, () => false)).toBe('none');
    expect(layerVisibility(labels, defaultMapDisplay, (source) => source === 'names')).toBe('none');
    expect(layerVisibility({ id: 'favorites-marks', source: 'favorites' }, { ...defaultMapDisplay, favorites: false }, () => false)).toBe('none');
    expect(layerVisibility({ id: 'halls-fill', source: 'plan' }, { favorites: false, genres: false, labels: false }, () => false)).toBe('visible');
  });

  it('draws halls, blocks and booths from one source, each layer its own kind, so that a zoom step waits for one source’s tiles', () => {
    const plan = mapStyle(defaultMapDisplay).layers.filter((layer) => 'source' in layer && layer.source === 'plan');
    const kinds = Object.fromEntries(plan.map((layer) => [layer.id, (layer as { filter?: unknown }).filter]));
    expect(kinds).toEqual({
      'halls-fill': ['==', ['get', 'k'], PLAN_KIND.hall],
      'halls-line': ['==', ['get', 'k'], PLAN_KIND.hall],
      'blocks-fill': ['==', ['get', 'k'], PLAN_KIND.block],
      'blocks-line': ['==', ['get', 'k'], PLAN_KIND.block],
      'booths-fill': ['==', ['get', 'k'], PLAN_KIND.booth],
    });
  });
});

describe('the floor plan as one collection', () => {
  const day = {
    halls: [{ key: 'E1', rect: [0, 0, 1000, 800], corporate: false }, { key: 'W1', rect: [2000, 0, 600, 600], corporate: true }],
    blocks: [{ hall: 0, name: 'A', wall: true, outlines: [[10, 10, 50, 300], [10, 400, 50, 300]] }, { hall: 0, name: 'B', wall: false, outlines: [[100, 10, 40, 300]] }],
    booths: [{ id: 7, rect: [2100, 100, 100, 100] }, { id: 3, rect: [2300, 100, 100, 100] }],
  } as unknown as MapDay;

  it('gives each feature its kind, keeps booth ids (a click names the booth) and no id twice', () => {
    const features = planFeatures(day).features;
    expect(features.map((feature) => feature.properties.k)).toEqual(['h', 'h', 'b', 'b', 'b', 'o', 'o']);
    expect(features.filter((feature) => feature.properties.k === PLAN_KIND.booth).map((feature) => feature.id)).toEqual([7, 3]);
    expect(features.filter((feature) => feature.properties.k === PLAN_KIND.hall).map((feature) => feature.properties.corporate)).toEqual([0, 1]);
    expect(new Set(features.map((feature) => feature.id)).size).toBe(features.length);
  });
});

describe('desks drawn at every zoom', () => {
  it('keeps every ring of the favourites, highlights and selection (no simplifying tolerance), where a desk is under a pixel', () => {
    const { sources } = mapStyle(defaultMapDisplay);
    for (const id of ['favorites', 'highlight', 'selected']) expect(sources[id], id).toMatchObject({ tolerance: 0 });
    // The plan and the hall's own desks keep MapLibre's default: drawn only where they are pixels wide.
    expect(sources.plan).not.toHaveProperty('tolerance');
    expect(sources.spaces).not.toHaveProperty('tolerance');
  });
});

describe('favourites’ marks', () => {
  it('are drawn past the zoom where single desks appear, up to where a desk is large enough to show its own colour', () => {
    const marks = mapStyle(defaultMapDisplay).layers.find((layer) => layer.id === 'favorites-marks');
    expect(marks?.maxzoom).toBe(FAVORITE_MARKS_MAX_ZOOM);
    expect(FAVORITE_MARKS_MAX_ZOOM).toBeGreaterThan(SPACES_MIN_ZOOM);
  });
});

