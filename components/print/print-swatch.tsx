import { readableTextColor } from '@/lib/color/contrast';
import type { PrintColor } from './print-context';

/** A colour mark that still reads in black and white: the colour's number sits inside it. */
export function PrintSwatch({ color }: { color: PrintColor }) {
  return (
    <span className="print-swatch" style={{ backgroundColor: color.hex, color: readableTextColor(color.hex) }} title={color.label}>
      {color.n}
    </span>
  );
}
