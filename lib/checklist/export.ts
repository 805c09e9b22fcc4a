import { writeCircleRecord } from './circle-record';
import { writeColorRecord } from './color-record';
import { headerEncodingNames, type ExportEncoding } from './encodings';
import { HEADER_MAGIC, HEADER_RECORD_TYPE } from './header';
import { isColorNumber } from '@/lib/favorites/palette';
import { writeCsv } from '@/lib/text/csv';
import { hallLetters, toFullWidth, type HallArea } from './placement';
import type { ChecklistCircle } from './records';
import { encodeShiftJis } from './shift-jis';

/** A circle as the export needs it; optional texts default to empty fields. */
export interface ExportCircle {
  /** The circle's serial in this event (field 2), which same-event imports match first. */
  circleNumber: number;
  catalogPage?: number | null;
  cutIndex?: number | null;
  /** 土, 日 or a day name; `weekdayLabel` turns an event date into the usual one. */
  day: string;
  area: HallArea;
  block: string;
  spaceNumber: number;
  /** The circle's first space; a two-space circle is one record, as in every other tool. */
  side: 'a' | 'b';
  genreCode: number;
  name: string;
  nameKana?: string;
  author?: string;
  publicationTitle?: string;
  url?: string | null;
  mail?: string | null;
  description?: string;
  /** In the units the reader's map uses; classic tools expect integers. */
  mapX?: number | null;
  mapY?: number | null;
  /** 1 = space a on the left, 2 = below, 3 = right, 4 = above. */
  tableLayout?: number | null;
  updateInfo?: string;
  webCatalogueUrl?: string | null;
  circleSiteUrl?: string | null;
  xUrl?: string | null;
  pixivUrl?: string | null;
}

export interface ExportFavorite {
  circle: ExportCircle;
  /** 0 keeps a memo without a check, 1-18 are favourite colours. */
  color: number;
  memo: string;
}

export interface ExportColorLabel {
  color: number;
  label: string;
}

export interface ExportOptions {
  /** The event's code, e.g. `C999`; same-event imports are recognised by it. */
  eventCode: string;
  /** Written as the header's program id `Web <version>`. */
  programVersion: string;
  encoding?: ExportEncoding;
  /** The user's names for their colours, written as the Color records' descriptions. */
  colorLabels?: readonly ExportColorLabel[];
  /** Some spreadsheet programs need it to read UTF-8; the classic tools do not expect one. */
  byteOrderMark?: boolean;
}

export interface ExportedChecklist {
  bytes: Uint8Array;
  /** The CSV before encoding, without look-alike substitutions or a byte-order mark. */
  text: string;
  encoding: ExportEncoding;
  circleCount: number;
  /** Characters the encoding lacks, written as a look-alike or `?`; empty for UTF-8. */
  replacedCharacters: string[];
  replacedCount: number;
}

// Windows tools are the format's origin: CRLF between records and inside multi-line fields.
const CRLF = '\r\n';
const LINE_BREAKS = /\r\n?|\n/g;

function toChecklistCircle({ circle, color, memo }: ExportFavorite): ChecklistCircle {
  return {
    circleId: circle.circleNumber,
    color,
    page: circle.catalogPage ?? null,
    cutIndex: circle.cutIndex ?? null,
    day: circle.day,
    hall: hallLetters[circle.area],
    block: toFullWidth(circle.block),
    spaceNumber: circle.spaceNumber,
    genreCode: String(circle.genreCode).padStart(3, '0'),
    name: circle.name,
    nameKana: circle.nameKana ?? '',
    author: circle.author ?? '',
    publicationTitle: circle.publicationTitle ?? '',
    url: circle.url ?? '',
    mail: circle.mail ?? '',
    description: circle.description ?? '',
    memo,
    mapX: circle.mapX ?? null,
    mapY: circle.mapY ?? null,
    tableLayout: circle.tableLayout ?? null,
    spaceSub: circle.side === 'a' ? 0 : 1,
    updateInfo: circle.updateInfo ?? '',
    webCatalogueUrl: circle.webCatalogueUrl ?? '',
    circleSiteUrl: circle.circleSiteUrl ?? '',
    // This product keeps no fetched RSS data; the field stays for readers that count fields.
    rss: '',
    xUrl: circle.xUrl ?? '',
    pixivUrl: circle.pixivUrl ?? '',
  };
}

function colorRecords(favorites: readonly ExportFavorite[], labels: readonly ExportColorLabel[]): string[][] {
  const inUse = [...new Set(favorites.map((favorite) => favorite.color))].filter((n) => n > 0).sort((a, b) => a - b);
  const labelOf = new Map(labels.map(({ color, label }) => [color, label]));
  return inUse.map((n) => writeColorRecord(n, labelOf.get(n) ?? ''));
}

/**
 * Writes favourites as a checklist CSV that this product and the classic tools read back: a Header,
 * a Color record per colour in use, and a Circle record with all 29 fields per favourite, every field
 * quoted as web exports do, cells that a spreadsheet would run as formulas neutralised (`writeCsv`).
 * Favourites are written in the order given.
 */
export function exportChecklist(favorites: readonly ExportFavorite[], options: ExportOptions): ExportedChecklist {
  const encoding = options.encoding ?? 'utf-8';
  for (const favorite of favorites) {
    if (!isColorNumber(favorite.color)) throw new RangeError(`invalid favourite colour ${favorite.color}`);
  }
  const records = [
    [HEADER_RECORD_TYPE, HEADER_MAGIC, options.eventCode, headerEncodingNames[encoding], `Web ${options.programVersion}`],
    ...colorRecords(favorites, options.colorLabels ?? []),
    ...favorites.map((favorite) => writeCircleRecord(toChecklistCircle(favorite))),
  ].map((fields) => fields.map((field) => field.replace(LINE_BREAKS, CRLF)));

  const text = writeCsv(records);
  const base = { text, encoding, circleCount: favorites.length };
  if (encoding === 'shift_jis') return { ...base, ...encodeShiftJis(text) };

  const bom = options.byteOrderMark ? '\ufeff' : '';
  return { ...base, bytes: new TextEncoder().encode(bom + text), replacedCharacters: [], replacedCount: 0 };
}
