import fc from 'fast-check';
import iconv from 'iconv-lite';
import type { ExportFavorite } from '@/lib/checklist/export';
import { MAX_COLOR } from '@/lib/favorites/palette';
import { eucJp, iso2022jp, shiftJis, utf8 } from '@/tests/fixtures/checklist/builders';

// Generators for the checklist import's property tests: files in the format's every encoding, the
// records they were written from (so a test knows what the import must find), and the ways real
// files and hostile uploads go wrong.

/** Header spellings the importer reads, with the encoder that writes the rest of the file. */
export const headerEncodings = {
  'UTF-8': utf8,
  Shift_JIS: shiftJis,
  SJIS: shiftJis,
  CP932: shiftJis,
  'EUC-JP': eucJp,
  'ISO-2022-JP': iso2022jp,
} as const satisfies Record<string, (text: string) => Uint8Array>;

export type HeaderEncoding = keyof typeof headerEncodings;

export const headerEncodingArb = fc.constantFrom(...(Object.keys(headerEncodings) as HeaderEncoding[]));

const sjisDecoder = new TextDecoder('shift_jis');
const eucDecoder = new TextDecoder('euc-jp');

/** Written and read back unchanged in every encoding, ISO-2022-JP's JIS X 0208 included. */
function everyEncodingKeeps(char: string): boolean {
  const euc = iconv.encode(char, 'EUC-JP');
  const jisX0208 = euc.length === 1 ? (euc[0] ?? 0x80) < 0x80 : euc.length === 2 && (euc[0] ?? 0) >= 0xa1;
  return jisX0208 && sjisDecoder.decode(iconv.encode(char, 'Shift_JIS')) === char && eucDecoder.decode(euc) === char;
}

function range(from: number, to: number): string[] {
  return Array.from({ length: to - from + 1 }, (_, offset) => String.fromCodePoint(from + offset));
}

const JAPANESE = [
  ...range(0x3041, 0x3093), // hiragana
  ...range(0x30a1, 0x30f6), // katakana
  ...range(0xff10, 0xff19), // full-width digits
  ...range(0xff21, 0xff3a), // full-width Latin
  ...'東西南方同好会山田太郎花子新刊既刊作者最優先余裕創作漫画説明一行目二行目ー・、。「」（）　'.split(''),
].filter(everyEncodingKeeps);

// Printable ASCII without the CSV specials, which come in on their own so they turn up often.
const ASCII = range(0x20, 0x7e).filter((char) => char !== '"' && char !== ',');

const plainChar = fc.oneof(fc.constantFrom(...ASCII), fc.constantFrom(...JAPANESE));

/** Text without line breaks that every encoding keeps; commas and quotes are frequent. */
export function lineText(maxLength: number): fc.Arbitrary<string> {
  return fc.string({ unit: fc.oneof({ weight: 8, arbitrary: plainChar }, { weight: 1, arbitrary: fc.constantFrom(',', '"') }), maxLength });
}

/** Memo text: may hold every kind of line break, as a memo typed in any tool may. */
export function memoText(maxLength: number): fc.Arbitrary<string> {
  return fc.string({
    unit: fc.oneof({ weight: 8, arbitrary: plainChar }, { weight: 2, arbitrary: fc.constantFrom(',', '"', '\n', '\r\n', '\r') }),
    maxLength,
  });
}

/** A name as the favourites editor would store it: trimmed, not empty, no line breaks. */
const labelText = lineText(20)
  .map((text) => text.trim())
  .filter((text) => text !== '');

export interface GeneratedCircle {
  circleNumber: number;
  page: number | null;
  cut: number | null;
  name: string;
  nameKana: string;
  author: string;
  color: number;
  memo: string;
}

export interface GeneratedChecklist {
  circles: GeneratedCircle[];
  labels: { color: number; label: string }[];
}

const circleArb = fc.record({
  circleNumber: fc.integer({ min: 1, max: 99_999 }),
  page: fc.option(fc.integer({ min: 1, max: 999 }), { nil: null }),
  cut: fc.option(fc.integer({ min: 1, max: 12 }), { nil: null }),
  name: lineText(10).filter((name) => name.trim() !== ''),
  nameKana: lineText(8),
  author: lineText(8),
  color: fc.integer({ min: 0, max: MAX_COLOR }),
  memo: memoText(30),
});

/** Small lists find the same faults as long ones, and keep 10,000 files within seconds. */
export const MAX_GENERATED_CIRCLES = 8;

/** A user's favourites: distinct circles, each with a colour and a memo, and names for some colours. */
export const checklistArb: fc.Arbitrary<GeneratedChecklist> = fc.record({
  circles: fc.uniqueArray(circleArb, { minLength: 1, maxLength: MAX_GENERATED_CIRCLES, selector: (circle) => circle.circleNumber }),
  labels: fc.uniqueArray(fc.record({ color: fc.integer({ min: 1, max: MAX_COLOR }), label: labelText }), {
    maxLength: 5,
    selector: (label) => label.color,
  }),
});

export function toExportFavorite(circle: GeneratedCircle): ExportFavorite {
  return {
    color: circle.color,
    memo: circle.memo,
    circle: {
      circleNumber: circle.circleNumber,
      catalogPage: circle.page,
      cutIndex: circle.cut,
      day: '土',
      area: 'EAST',
      block: 'ア',
      spaceNumber: (circle.circleNumber % 60) + 1,
      side: circle.circleNumber % 2 === 0 ? 'a' : 'b',
      genreCode: 111,
      name: circle.name,
      nameKana: circle.nameKana,
      author: circle.author,
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// Files written record by record, so that a test knows where each record starts and what it holds.

export type LineBreak = '\n' | '\r' | '\r\n';
export const lineBreakArb = fc.constantFrom<LineBreak>('\n', '\r', '\r\n');

export interface RenderedRecord {
  /** 1-based line where the record starts in the rendered text. */
  line: number;
  fields: string[];
}

export interface RenderedFile {
  text: string;
  records: RenderedRecord[];
}

function quoteField(field: string, quoteAll: boolean): string {
  return quoteAll || /[",\r\n]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field;
}

function lineBreaksIn(text: string): number {
  return text.match(/\r\n|\r|\n/g)?.length ?? 0;
}

export interface RecordToRender {
  fields: readonly string[];
  /** The line end written after the record. */
  lineBreak: LineBreak;
  blankLinesBefore: number;
}

/**
 * Joins records into CSV text with standard quoting, the line break of each record's end and blank
 * lines where asked, and records the line each record starts on as a reader must count it. Blank
 * lines repeat the previous line end, so that a CR and a following LF never fuse into one break.
 */
export function renderRecords(records: readonly RecordToRender[], quoteAll: boolean): RenderedFile {
  let text = '';
  let line = 1;
  let previousBreak: LineBreak = '\n';
  const rendered: RenderedRecord[] = [];
  for (const { fields, lineBreak, blankLinesBefore } of records) {
    text += previousBreak.repeat(blankLinesBefore);
    line += blankLinesBefore;
    previousBreak = lineBreak;
    const written = fields.map((field) => quoteField(field, quoteAll)).join(',');
    rendered.push({ line, fields: [...fields] });
    text += written + lineBreak;
    line += lineBreaksIn(written) + 1;
  }
  return { text, records: rendered };
}

export function headerFields(encoding: string, eventName = 'C999'): string[] {
  return ['Header', 'ComicMarketCD-ROMCatalog', eventName, encoding, 'Fuzz 1.0'];
}

/** The 29 fields of a Circle record for a generated circle. */
export function circleFields(circle: GeneratedCircle): string[] {
  const number = (value: number | null) => (value === null ? '' : String(value));
  return [
    'Circle', String(circle.circleNumber), String(circle.color), number(circle.page), number(circle.cut), '土', '東', 'ア',
    '1', '111', circle.name, circle.nameKana, circle.author, '新刊', 'https://example.com/', '', '説明', circle.memo,
    '100', '200', '1', '0', '', '', '', '', '', '', '',
  ];
}

export function unknownFields(circle: GeneratedCircle): string[] {
  return ['UnKnown', circle.name, circle.nameKana, circle.author, circle.memo, String(circle.color), '', '', '', '', '', ''];
}

/** Ways a record from another tool, or a hand edit, differs from what this product writes. */
export type RecordMutation =
  | { kind: 'none' }
  | { kind: 'truncate'; keep: number }
  | { kind: 'duplicateField'; at: number }
  | { kind: 'appendFields'; count: number }
  | { kind: 'replaceField'; at: number; value: string };

export const recordMutationArb: fc.Arbitrary<RecordMutation> = fc.oneof(
  { weight: 4, arbitrary: fc.constant({ kind: 'none' as const }) },
  fc.record({ kind: fc.constant('truncate' as const), keep: fc.integer({ min: 1, max: 29 }) }),
  fc.record({ kind: fc.constant('duplicateField' as const), at: fc.integer({ min: 1, max: 28 }) }),
  fc.record({ kind: fc.constant('appendFields' as const), count: fc.integer({ min: 1, max: 6 }) }),
  fc.record({
    kind: fc.constant('replaceField' as const),
    at: fc.integer({ min: 1, max: 28 }),
    value: fc.oneof(lineText(8), fc.constantFrom('', ' ', '-1', '19', '3.5', '1e3', '0x1', ' 7 ', 'NaN', '99999999999999999999')),
  }),
);

export function mutateRecord(fields: readonly string[], mutation: RecordMutation): string[] {
  switch (mutation.kind) {
    case 'none':
      return [...fields];
    case 'truncate':
      return fields.slice(0, mutation.keep);
    case 'duplicateField': {
      const at = Math.min(mutation.at, fields.length - 1);
      return [...fields.slice(0, at + 1), fields[at] ?? '', ...fields.slice(at + 1)];
    }
    case 'appendFields':
      return [...fields, ...Array.from({ length: mutation.count }, (_, index) => `extra${index}`)];
    case 'replaceField':
      return fields.map((field, index) => (index === mutation.at ? mutation.value : field));
  }
}

/** Records besides circles that files carry: colours (some out of range) and types readers skip. */
export const otherRecordArb: fc.Arbitrary<string[]> = fc.oneof(
  fc.tuple(fc.integer({ min: -1, max: 20 }), fc.oneof(lineText(10), fc.string({ unit: fc.constantFrom(' ', '\u3000', '\t', '\u0001', '\u007f', 'a'), maxLength: 6 }))).map(([n, label]) => ['Color', String(n), '4a94ff', '4a94ff', label]),
  fc.constant<string[]>(['LastSelect', '1']),
  fc.tuple(fc.constantFrom('Mystery', 'circle', 'CIRCLE', ' Circle', 'Unknown'), lineText(6)).map(([type, text]) => [type, text]),
);

// ---------------------------------------------------------------------------------------------------
// Byte-level damage: what a truncated download, a wrong editor setting or a hostile upload does.

export type ByteMutation =
  | { kind: 'insert'; at: number; bytes: Uint8Array }
  | { kind: 'delete'; at: number; length: number }
  | { kind: 'truncate'; at: number }
  | { kind: 'duplicate'; at: number; length: number };

const interestingBytes = fc.oneof(
  fc.constantFrom(
    Uint8Array.of(0x22), // a lone quote
    Uint8Array.of(0x0d),
    Uint8Array.of(0x0a),
    Uint8Array.of(0x0d, 0x0a),
    Uint8Array.of(0x2c),
    Uint8Array.of(0x00),
    Uint8Array.of(0xef, 0xbb, 0xbf), // a byte-order mark in the middle
    Uint8Array.of(0x1b, 0x24, 0x42), // ISO-2022-JP's switch to JIS X 0208
    Uint8Array.of(0x82), // half of a Shift_JIS character
    Uint8Array.of(0xff, 0xfe),
  ),
  fc.uint8Array({ minLength: 1, maxLength: 8 }),
);

/** Positions are fractions of the length, so one mutation fits a file of any size. */
export const byteMutationArb: fc.Arbitrary<ByteMutation> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('insert' as const), at: fc.double({ min: 0, max: 1, noNaN: true }), bytes: interestingBytes }) },
  fc.record({ kind: fc.constant('delete' as const), at: fc.double({ min: 0, max: 1, noNaN: true }), length: fc.integer({ min: 1, max: 16 }) }),
  fc.record({ kind: fc.constant('truncate' as const), at: fc.double({ min: 0, max: 1, noNaN: true }) }),
  fc.record({ kind: fc.constant('duplicate' as const), at: fc.double({ min: 0, max: 1, noNaN: true }), length: fc.integer({ min: 1, max: 200 }) }),
);

function concat(...parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

export function mutateBytes(bytes: Uint8Array, mutation: ByteMutation): Uint8Array {
  const at = Math.floor(mutation.at * bytes.length);
  switch (mutation.kind) {
    case 'insert':
      return concat(bytes.subarray(0, at), mutation.bytes, bytes.subarray(at));
    case 'delete':
      return concat(bytes.subarray(0, at), bytes.subarray(at + mutation.length));
    case 'truncate':
      return bytes.slice(0, at);
    case 'duplicate':
      return concat(bytes.subarray(0, at + mutation.length), bytes.subarray(at));
  }
}
