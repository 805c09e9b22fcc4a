import { parse, type CsvErrorCode } from 'csv-parse/sync';

export interface CsvRecord {
  /** 1-based line where the record starts. */
  line: number;
  fields: string[];
}

export interface CsvRecords {
  records: CsvRecord[];
  /** Lines where a record could not be read and was dropped. */
  malformedLines: number[];
}

function countLineBreaks(fields: readonly string[]): number {
  let count = 0;
  for (const field of fields) {
    for (let at = field.indexOf('\n'); at !== -1; at = field.indexOf('\n', at + 1)) count++;
  }
  return count;
}

function isBlankRecord(fields: readonly string[]): boolean {
  return fields.every((field) => field.trim() === '');
}

/** Offset just after the `lines`-th line break of `text`, or the text's length. */
function offsetAfterLine(text: string, lines: number): number {
  let offset = 0;
  for (let seen = 0; seen < lines; seen++) {
    const next = text.indexOf('\n', offset);
    if (next === -1) return text.length;
    offset = next + 1;
  }
  return offset;
}

interface Pass {
  lastEndLine: number;
  errors: { code: CsvErrorCode; line: number }[];
}

const OPTIONS = {
  // Stray quotes inside fields are common in hand-edited files; keeping them literally loses nothing.
  relax_quotes: true,
  relax_column_count: true,
  skip_empty_lines: true,
  skip_records_with_error: true,
  record_delimiter: '\n',
} as const;

const WIDTH_SAMPLE_LINES = 64;

/**
 * csv-parse builds a detailed error object for every record whose field count differs from its
 * first record's, even when told to accept such records. With a 5-field Header first that is every
 * Circle row, which made parsing three times slower; so each pass starts with a blank line as wide
 * as the most common record near the top of the file, which `isBlankRecord` then drops.
 */
function widthLine(text: string): string {
  const counts = new Map<number, number>();
  for (const fields of parse(text, { ...OPTIONS, to_line: WIDTH_SAMPLE_LINES })) {
    counts.set(fields.length, (counts.get(fields.length) ?? 0) + 1);
  }
  let width = 1;
  let best = 0;
  for (const [length, count] of counts) {
    if (count > best) [width, best] = [length, count];
  }
  return `${','.repeat(width - 1)}\n`;
}

function parsePass(text: string, baseLine: number, firstLine: string, records: CsvRecord[]): Pass {
  const pass: Pass = { lastEndLine: 0, errors: [] };
  parse(firstLine + text, {
    ...OPTIONS,
    on_skip: (error) => {
      if (error === undefined) return undefined;
      pass.errors.push({ code: error.code, line: typeof error.lines === 'number' ? error.lines - 1 : 0 });
      return undefined;
    },
    on_record: (fields, context) => {
      // Line numbers count the added first line; everything below is relative to `text`.
      const endLine = context.lines - 1;
      pass.lastEndLine = endLine;
      if (!isBlankRecord(fields)) records.push({ line: baseLine + endLine - countLineBreaks(fields), fields });
      return null;
    },
  });
  return pass;
}

/**
 * Splits checklist text into records with the line each starts on. CR, LF and CRLF are all line
 * breaks, also inside quoted memos, which come back with `\n` only.
 *
 * A quote that is never closed would make the rest of the file one field. Rather than lose every row
 * after it, the line where that record starts is dropped and reading resumes on the next line.
 */
export function readCsvRecords(text: string): CsvRecords {
  const records: CsvRecord[] = [];
  const malformedLines: number[] = [];
  let rest = text.replace(/\r\n?/g, '\n');
  let baseLine = 0;
  const firstLine = widthLine(rest);

  while (rest.length > 0) {
    const pass = parsePass(rest, baseLine, firstLine, records);
    const unclosed = pass.errors.find((error) => error.code === 'CSV_QUOTE_NOT_CLOSED');
    for (const error of pass.errors) {
      if (error !== unclosed) malformedLines.push(baseLine + error.line);
    }
    if (unclosed === undefined) break;

    let badLine = pass.lastEndLine + 1;
    let offset = offsetAfterLine(rest, pass.lastEndLine);
    while (rest.startsWith('\n', offset)) {
      offset++;
      badLine++;
    }
    malformedLines.push(baseLine + badLine);
    rest = rest.slice(offsetAfterLine(rest, badLine));
    baseLine += badLine;
  }
  return { records, malformedLines };
}
