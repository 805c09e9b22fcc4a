import { readCsvRecords } from '@/lib/text/csv-records';
import { optionalColumns } from '@/lib/catalogue-import/format';
import type { Problems } from '@/lib/catalogue-import/problems';

const UTF8_BOM = [0xef, 0xbb, 0xbf] as const;

function decodeStrict(bytes: Uint8Array, encoding: string): string | undefined {
  try {
    return new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * A staff spreadsheet's text: UTF-8 (with or without a byte-order mark), else Shift_JIS as Excel in Japan
 * saves it. Anything else (UTF-16, EUC-JP, a binary file) is refused rather than read as mojibake.
 */
export function decodeText(file: string, bytes: Uint8Array, problems: Problems): string | undefined {
  const bom = UTF8_BOM.every((byte, index) => bytes[index] === byte);
  const body = bom ? bytes.subarray(UTF8_BOM.length) : bytes;
  if (body.includes(0)) {
    problems.add({ file, message: 'is not text in UTF-8 or Shift_JIS (it holds NUL bytes: UTF-16 or a binary file?); save it as CSV UTF-8' });
    return undefined;
  }
  const utf8 = decodeStrict(body, 'utf-8');
  const text = utf8 ?? (bom ? undefined : decodeStrict(body, 'shift_jis'));
  if (utf8 === undefined && text !== undefined) problems.shiftJisFiles.add(file);
  if (text === undefined) problems.add({ file, message: 'is neither UTF-8 nor Shift_JIS; save it as CSV UTF-8' });
  return text;
}

/** `line`: the record's number, as a spreadsheet numbers its rows (the header is 1). */
export type CsvRow = { line: number; cells: Record<string, string> };

/**
 * The rows of a CSV file with a header row, each cell under its column name. Reads with the checklist's
 * CSV reader (decision 009); a line it cannot read, a row with the wrong number of cells and a missing
 * column are problems. Unknown columns are problems too: a misspelt header would otherwise drop data.
 */
export function readCsvTable(file: string, bytes: Uint8Array, columns: readonly string[], problems: Problems): CsvRow[] {
  const text = decodeText(file, bytes, problems);
  if (text === undefined) return [];
  const { records, malformedLines, malformedRows } = readCsvRecords(text);
  malformedRows.forEach((row, index) => {
    problems.add({ file, line: row, message: `malformed CSV row (a quote that never closes, from line ${malformedLines[index]} of the file)` });
  });
  const [header, ...body] = records;
  if (!header) {
    problems.add({ file, line: 1, message: 'has no header row' });
    return [];
  }
  const names = header.fields.map((field) => field.trim().toLowerCase());
  // A column with no name is what Excel leaves after a trailing comma: empty, it is ignored.
  for (const name of names) if (name !== '' && !columns.includes(name)) problems.add({ file, line: header.row, field: name, message: 'unknown column' });
  for (const column of columns) {
    if (!names.includes(column) && !optionalColumns.has(column)) problems.add({ file, line: header.row, field: column, message: 'missing column' });
  }
  const rows: CsvRow[] = [];
  for (const record of body) {
    if (record.fields.length !== names.length) {
      problems.add({ file, line: record.row, message: `malformed CSV row: ${record.fields.length} cells, the header has ${names.length}` });
      continue;
    }
    const cells: Record<string, string> = {};
    names.forEach((name, index) => {
      const cell = record.fields[index] ?? '';
      if (name !== '') cells[name] = cell;
      else if (cell.trim() !== '') problems.add({ file, line: record.row, field: `column ${index + 1}`, message: `holds "${cell.trim().slice(0, 60)}" under a column with no name in the header` });
    });
    rows.push({ line: record.row, cells });
  }
  return rows;
}
