// Checklist files keep colours in the byte order Windows uses, not the `#RRGGBB` of the palette.

const BGR = /^[0-9a-fA-F]{6}$/;

/** Checklist files store colours as BBGGRR hex (a Windows COLORREF); `4a94ff` → `#FF944A`. */
export function bgrToHex(bgr: string): string | undefined {
  const value = bgr.trim();
  if (!BGR.test(value)) return undefined;
  return `#${value.slice(4, 6)}${value.slice(2, 4)}${value.slice(0, 2)}`.toUpperCase();
}

/** `#FF944A` → `4a94ff`, the lower-case form the classic tools write. */
export function hexToBgr(hex: string): string {
  const value = hex.replace(/^#/, '');
  if (!BGR.test(value)) throw new RangeError(`not a #RRGGBB colour: ${hex}`);
  return `${value.slice(4, 6)}${value.slice(2, 4)}${value.slice(0, 2)}`.toLowerCase();
}
