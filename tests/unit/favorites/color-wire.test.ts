import { describe, expect, it } from 'vitest';
import { fromColorWire, toColorWire } from '@/components/favorites/color-wire';
import { palette } from '@/lib/favorites/palette';

const colors = palette.map((color) => ({ n: color.n, hex: color.hex, name: `Colour ${color.n}`, defaultName: `Colour ${color.n}` }));

describe('the favourites island colour wire', () => {
  it('carries the palette back with the member’s own names where they gave one', () => {
    const renamed = colors.map((color) => (color.n === 3 ? { ...color, name: 'Must buy' } : color.n === 18 ? { ...color, name: '' } : color));
    const wire = toColorWire(renamed);
    expect(wire.own).toEqual([
      [3, 'Must buy'],
      [18, ''],
    ]);
    expect(fromColorWire(wire)).toEqual(renamed);
  });

  it('sends no hex and no name twice', () => {
    const wire = JSON.stringify(toColorWire(colors));
    expect(wire).not.toContain('#');
    expect(wire.match(/Colour 1\b/g)).toHaveLength(1);
    expect(fromColorWire(toColorWire(colors))).toEqual(colors);
  });
});
