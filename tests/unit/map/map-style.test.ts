import { describe, expect, it } from 'vitest';
import type { LayerSpecification, SymbolLayerSpecification } from 'maplibre-gl';
import { BLOCK_LABEL_ZOOM, defaultMapDisplay, mapStyle, spaceFillColour } from '@/lib/map/map-style';

// The names of halls and blocks; the plan's stop numbers are symbols too, but always drawn (below).
const symbolLayers = (layers: LayerSpecification[]) => layers.filter((layer): layer is SymbolLayerSpecification => layer.type === 'symbol' && layer.id.endsWith('-labels'));

describe('the map style', () => {
  const { layers, sources, glyphs } = mapStyle(defaultMapDisplay);

  it('draws hall and block names as symbol layers that never overlap: collision on, moved to another anchor or left out', () => {
    const labels = symbolLayers(layers);
    expect(labels.map((layer) => layer.id).sort()).toEqual(['block-labels', 'hall-labels']);
    for (const layer of labels) {
      expect(layer.layout?.['text-allow-overlap']).toBe(false);
      expect(layer.layout?.['text-ignore-placement']).toBe(false);
      expect((layer.layout?.['text-variable-anchor'] as string[] | undefined)?.length).toBeGreaterThan(1);
      expect(layer.layout?.['text-padding']).toBeGreaterThan(0);
      expect(layer.layout?.['symbol-sort-key']).toBeDefined();
    }
    // Hall names are placed first: MapLibre places the upper layer's labels before the lower one's.
    expect(layers.findIndex((layer) => layer.id === 'hall-labels')).toBeGreaterThan(layers.findIndex((layer) => layer.id === 'block-labels'));
    expect(labels.find((layer) => layer.id === 'block-labels')?.minzoom).toBe(BLOCK_LABEL_ZOOM);
    expect(sources).toHaveProperty('hallLabels');
    expect(sources).toHaveProperty('blockLabels');
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
});
