import { describe, expect, it } from 'vitest';
import { palette } from '@/lib/favorites/palette';
import { contrastRatio, darkText, lightText, readableTextColor, relativeLuminance } from '@/lib/color/contrast';

describe('relativeLuminance and contrastRatio', () => {
  it('follow WCAG 2 at the known points', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#FFFFFF')).toBeCloseTo(1, 10);
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 10);
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 10);
    // The grey that WCAG's own examples use: #767676 on white is 4.54:1.
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
  });

  it('refuses what is not a #RRGGBB colour', () => {
    expect(() => relativeLuminance('yellow')).toThrow(RangeError);
    expect(() => relativeLuminance('#FFF')).toThrow(RangeError);
  });
});

describe('readableTextColor', () => {
  it.each(palette.map((color) => [color.n, color.key, color.hex] as const))('keeps the text of colour %i (%s, %s) at 4.5:1 or more', (_n, _key, hex) => {
    expect(contrastRatio(hex, readableTextColor(hex))).toBeGreaterThanOrEqual(4.5);
  });

  it('writes dark text on the light colours and light text on the dark ones', () => {
    const textOn = (key: string) => readableTextColor(palette.find((color) => color.key === key)?.hex ?? '');
    expect(['yellow', 'lightGreen', 'aquamarine', 'lightPink', 'orange'].map(textOn)).toEqual(Array(5).fill(darkText));
    expect(['navy', 'blue', 'charcoal', 'purple', 'brown'].map(textOn)).toEqual(Array(5).fill(lightText));
  });
});
