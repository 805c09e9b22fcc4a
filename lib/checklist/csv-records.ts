import { parse, type CsvError } from 'csv-parse/sync';

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
  errors: CsvError[];
}

function parsePass(text: string, baseLine: number, records: CsvRecord[]): Pass {
  const pass: Pass = { lastEndLine: 0, errors: [] };
  parse(text, {
    // Stray quotes inside fields are common in hand-edited files; keeping them literally loses nothing.
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    record_delimiter: '\n',
    on_skip: (error) => {
      if (error !== undefined) pass.errors.push(error);
      return undefined;
    },
    on_record: (fields, context) => {
      pass.lastEndLine = context.lines;
      if (!isBlankRecord(fields)) {
        records.push({ line: baseLine + context.lines - countLineBreaks(fields), fields });
      }
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

  while (rest.length > 0) {
    const pass = parsePass(rest, baseLine, records);
    const unclosed = pass.errors.find((error) => error.code === 'CSV_QUOTE_NOT_CLOSED');
    for (const error of pass.errors) {
      if (error !== unclosed) malformedLines.push(baseLine + (typeof error.lines === 'number' ? error.lines : 0));
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
