import { palette } from '@/lib/favorites/palette';
import type { ColorOption } from './favorite-types';

/**
 * The colours as the favourites island's props carry them, in the palette's order: the default names,
 * and the member's own names only where they gave one. The hex and the numbers come from the palette,
 * which the island's code holds; a page sends its colours once already (the list's filter draws them),
 * so the island's copy is kept to what only the server knows.
 */
export type ColorWire = { defaults: string[]; own: [number, string][] };

export function toColorWire(colors: readonly ColorOption[]): ColorWire {
  const byNumber = new Map(colors.map((color) => [color.n, color]));
  return {
    defaults: palette.map((color) => byNumber.get(color.n)?.defaultName ?? String(color.n)),
    own: colors.filter((color) => color.name !== color.defaultName).map((color) => [color.n, color.name]),
  };
}

export function fromColorWire(wire: ColorWire): ColorOption[] {
  const own = new Map(wire.own);
  return palette.map((color, index) => {
    const defaultName = wire.defaults[index] ?? String(color.n);
    return { n: color.n, hex: color.hex, name: own.get(color.n) ?? defaultName, defaultName };
  });
}
