export interface PaletteColor {
  /** The favourite colour number (favorite1..favorite18), also the checklist's colour number. */
  n: number;
  /** `#RRGGBB`, upper case. */
  hex: string;
  /** 1-9 are the colours every checklist tool knows; 10-18 exist only in this product. */
  classic: boolean;
  /** Names the default label, `Favorites.colors.<key>`, shown until the user renames the colour. */
  key: string;
}

// 10-18 are chosen to stay apart from the classic nine on screen and on a grey-scale printout.
export const palette: readonly PaletteColor[] = [
  { n: 1, hex: '#FF944A', classic: true, key: 'orange' },
  { n: 2, hex: '#FF00FF', classic: true, key: 'pink' },
  { n: 3, hex: '#FFF700', classic: true, key: 'yellow' },
  { n: 4, hex: '#00B54A', classic: true, key: 'green' },
  { n: 5, hex: '#00B5FF', classic: true, key: 'lightBlue' },
  { n: 6, hex: '#9C529C', classic: true, key: 'purple' },
  { n: 7, hex: '#0000FF', classic: true, key: 'blue' },
  { n: 8, hex: '#00FF00', classic: true, key: 'lightGreen' },
  { n: 9, hex: '#FF0000', classic: true, key: 'red' },
  { n: 10, hex: '#008B8B', classic: false, key: 'teal' },
  { n: 11, hex: '#8B4513', classic: false, key: 'brown' },
  { n: 12, hex: '#808080', classic: false, key: 'grey' },
  { n: 13, hex: '#FFB6C1', classic: false, key: 'lightPink' },
  { n: 14, hex: '#000080', classic: false, key: 'navy' },
  { n: 15, hex: '#808000', classic: false, key: 'olive' },
  { n: 16, hex: '#B8860B', classic: false, key: 'gold' },
  { n: 17, hex: '#7FFFD4', classic: false, key: 'aquamarine' },
  { n: 18, hex: '#404040', classic: false, key: 'charcoal' },
];

export const MAX_COLOR = palette.length;

/** A checklist colour number: 0 keeps a memo without a check, 1-18 are favourite colours. */
export function isColorNumber(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= MAX_COLOR;
}

export function paletteColor(n: number): PaletteColor | undefined {
  return palette[n - 1];
}
