import { restoreCell } from './csv';

export interface CsvRecord {
  /** 1-based line where the record starts. */
  line: number;
  /** 1-based record number, blank records counted: the row a spreadsheet shows it on. */
  row: number;
  fields: string[];
}

export interface CsvRecords {
  records: CsvRecord[];
  /** Lines where a record could not be read and was dropped. */
  malformedLines: number[];
  /** The same as record numbers (see `CsvRecord.row`), one for each of `malformedLines`. */
  malformedRows: number[];
}

const QUOTE = 0x22;
const COMMA = 0x2c;
const LF = 0x0a;

/**
 * Where a quoted field ends, answered in O(log n) for any start. Inside quotes `""` is a quote and the
 * first quote not so paired ends the field; which quotes pair up depends on where the scan starts, so
 * the answer is kept per quote, computed once from the end of the text.
 */
class QuotedFieldEnds {
  private readonly quotes: number[] = [];
  private readonly unpaired: Int32Array;

  constructor(text: string) {
    for (let at = text.indexOf('"'); at !== -1; at = text.indexOf('"', at + 1)) this.quotes.push(at);
    const { quotes } = this;
    this.unpaired = new Int32Array(quotes.length);
    for (let k = quotes.length - 1; k >= 0; k--) {
      const at = quotes[k] ?? 0;
      this.unpaired[k] = quotes[k + 1] === at + 1 ? (k + 2 < quotes.length ? (this.unpaired[k + 2] ?? -1) : -1) : at;
    }
  }

  /** The first quote at or after `from` that is not half of a `""`, reading pairs from `from`; -1 if none. */
  unpairedFrom(from: number): number {
    let low = 0;
    let high = this.quotes.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.quotes[middle] ?? 0) < from) low = middle + 1;
      else high = middle;
    }
    return low < this.quotes.length ? (this.unpaired[low] ?? -1) : -1;
  }
}

function fieldEnd(text: string, from: number): number {
  let at = from;
  while (at < text.length) {
    const code = text.charCodeAt(at);
    if (code === COMMA || code === LF) break;
    at++;
  }
  return at;
}

function isFieldEnd(text: string, at: number): boolean {
  return at >= text.length || text.charCodeAt(at) === COMMA || text.charCodeAt(at) === LF;
}

/**
 * The fields of the record starting at `start` and where it ends (its LF or the end); undefined if a
 * quote never closes. What follows a field start does not depend on where its record began, so every
 * field start of a failed record is remembered in `doomed`: a record read again from a later line
 * that reaches one fails there at once, instead of walking the same quoted fields to the same end.
 */
function readRecord(text: string, start: number, quoted: QuotedFieldEnds, doomed: Set<number>): { fields: string[]; end: number } | undefined {
  const fields: string[] = [];
  const fieldStarts: number[] = [];
  const fail = () => {
    for (const fieldStart of fieldStarts) doomed.add(fieldStart);
    return undefined;
  };
  let at = start;
  for (;;) {
    fieldStarts.push(at);
    if (doomed.has(at)) return fail();
    if (text.charCodeAt(at) === QUOTE) {
      const close = quoted.unpairedFrom(at + 1);
      if (close === -1) return fail();
      if (isFieldEnd(text, close + 1)) {
        fields.push(restoreCell(text.slice(at + 1, close).replaceAll('""', '"')));
        at = close + 1;
      } else {
        // `"Name"2`: hand-edited files have text after a closing quote; keep the field as written.
        const end = fieldEnd(text, at);
        fields.push(text.slice(at, end));
        at = end;
      }
    } else {
      // Quotes inside an unquoted field are kept literally, as hand-edited files have them.
      const end = fieldEnd(text, at);
      fields.push(restoreCell(text.slice(at, end)));
      at = end;
    }
    if (at >= text.length || text.charCodeAt(at) === LF) return { fields, end: at };
    at++;
  }
}

function countLineBreaks(text: string, from: number, to: number): number {
  let count = 0;
  for (let at = text.indexOf('\n', from); at !== -1 && at < to; at = text.indexOf('\n', at + 1)) count++;
  return count;
}

function isBlankRecord(fields: readonly string[]): boolean {
  return fields.every((field) => field.trim() === '');
}

/**
 * Splits checklist text into records with the line each starts on. CR, LF and CRLF are all line
 * breaks, also inside quoted memos, which come back with `\n` only. A cell the writer neutralised
 * (`'=…`, lib/text/csv.ts) comes back as the member wrote it.
 *
 * A quote that is never closed would make the rest of the file one field. Rather than lose every row
 * after it, the line where that record starts is dropped and reading resumes on the next line. The
 * reader is linear in the text whatever it holds: an upload is read while its sender waits, and a
 * crafted file must not cost more than a plain one of the same size.
 */
export function readCsvRecords(input: string): CsvRecords {
  const text = input.replace(/\r\n?/g, '\n');
  const quoted = new QuotedFieldEnds(text);
  const doomed = new Set<number>();
  const records: CsvRecord[] = [];
  const malformedLines: number[] = [];
  const malformedRows: number[] = [];
  let at = 0;
  let line = 1;
  let row = 0;
  while (at < text.length) {
    const record = readRecord(text, at, quoted, doomed);
    row++;
    if (record === undefined) {
      malformedLines.push(line);
      malformedRows.push(row);
      const next = text.indexOf('\n', at);
      if (next === -1) break;
      at = next + 1;
      line++;
      continue;
    }
    if (!isBlankRecord(record.fields)) records.push({ line, row, fields: record.fields });
    line += countLineBreaks(text, at, record.end) + 1;
    at = record.end + 1;
  }
  return { records, malformedLines, malformedRows };
}
