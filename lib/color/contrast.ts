// WCAG 2 colour contrast, for text drawn on a colour the product does not choose alone (the favourite
// colours a member names and picks). Plain and free of dependencies: client components use it too.

export const darkText = '#000000';
export const lightText = '#FFFFFF';

const HEX = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

/** One sRGB channel (0-255) in linear light, as WCAG 2.x defines it. */
function linearChannel(value: number): number {
  const channel = value / 255;
  return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
}

/** The relative luminance of a `#RRGGBB` colour: 0 for black, 1 for white. */
export function relativeLuminance(hex: string): number {
  const match = HEX.exec(hex);
  if (!match) throw new RangeError(`not a #RRGGBB colour: ${hex}`);
  const [red, green, blue] = match.slice(1).map((part) => linearChannel(parseInt(part, 16)));
  return 0.2126 * (red ?? 0) + 0.7152 * (green ?? 0) + 0.0722 * (blue ?? 0);
}

/** The contrast ratio of two colours, from 1 (none) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

/**
 * Black or white, whichever reads better on `background`. One of the two always reaches at least
 * 4.58:1 (the worst case is a background whose luminance makes both ratios equal), above WCAG's 4.5:1.
 */
export function readableTextColor(background: string): typeof darkText | typeof lightText {
  return contrastRatio(background, darkText) >= contrastRatio(background, lightText) ? darkText : lightText;
}
