import type { PrintColor } from './print-context';

function isDark(hex: string): boolean {
  const value = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b < 140;
}

/** A colour mark that still reads in black and white: the colour's number sits inside it. */
export function PrintSwatch({ color }: { color: PrintColor }) {
  return (
    <span className="print-swatch" style={{ backgroundColor: color.hex, color: isDark(color.hex) ? '#fff' : '#000' }} title={color.label}>
      {color.n}
    </span>
  );
}
