/** The encodings a checklist header may name, as WHATWG TextDecoder labels. */
export type ChecklistEncoding = 'utf-8' | 'shift_jis' | 'euc-jp' | 'iso-2022-jp';

// Keys are lower case with every non-alphanumeric character removed, so `Shift_JIS`, `shift-jis`,
// `SHIFT JIS` and `ShiftJIS` all land on the same entry.
const ALIASES: Record<string, ChecklistEncoding> = {
  utf8: 'utf-8',
  shiftjis: 'shift_jis',
  sjis: 'shift_jis',
  xsjis: 'shift_jis',
  cp932: 'shift_jis',
  ms932: 'shift_jis',
  windows31j: 'shift_jis',
  eucjp: 'euc-jp',
  xeucjp: 'euc-jp',
  iso2022jp: 'iso-2022-jp',
  jis: 'iso-2022-jp',
};

export function resolveEncoding(name: string): ChecklistEncoding | undefined {
  return ALIASES[name.toLowerCase().replace(/[^a-z0-9]/g, '')];
}

/** The spelling this product writes into the header of its own exports. */
export const headerEncodingNames = {
  'utf-8': 'UTF-8',
  shift_jis: 'Shift_JIS',
} as const;

export type ExportEncoding = keyof typeof headerEncodingNames;
