import type { CsvRecord } from '@/lib/text/csv-records';
import { MAX_COLOR, paletteColor } from '@/lib/favorites/palette';
import { bgrToHex, hexToBgr } from './bgr-hex';
import type { ChecklistColor, RowProblem } from './records';

export const COLOR_RECORD_TYPE = 'Color';

export function readColorRecord({ fields, line }: CsvRecord): { color?: ChecklistColor; problem?: RowProblem } {
  const raw = fields[1]?.trim() ?? '';
  const n = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (fields.length < 3 || !Number.isInteger(n) || n < 1 || n > MAX_COLOR) {
    return { problem: { line, code: 'invalidColorRecord', skipped: true } };
  }
  return {
    color: {
      n,
      checkColor: bgrToHex(fields[2] ?? ''),
      printColor: bgrToHex(fields[3] ?? ''),
      description: fields[4] ?? '',
    },
  };
}

/** Check and print colour are the same palette colour; the description is the user's label. */
export function writeColorRecord(n: number, description: string): string[] {
  const hex = paletteColor(n)?.hex;
  if (hex === undefined) throw new RangeError(`no palette colour ${n}`);
  const bgr = hexToBgr(hex);
  return [COLOR_RECORD_TYPE, String(n), bgr, bgr, description];
}
