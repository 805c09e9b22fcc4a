import { CIRCLE_RECORD_TYPE, UNKNOWN_RECORD_TYPE, readCircleRecord, readUnknownRecord } from './circle-record';
import { COLOR_RECORD_TYPE, readColorRecord } from './color-record';
import { readCsvRecords } from '@/lib/text/csv-records';
import { decodeChecklist, type DecodedChecklist } from './decode';
import { ChecklistError, toChecklistError } from './errors';
import { toHeader } from './header';
import type { ChecklistColor, ChecklistRow, ParsedChecklist, RowProblem } from './records';

/**
 * Reads checklist text into typed records. Whole-file failures throw a `ChecklistError`; a bad row
 * becomes a `RowProblem` and the rest of the file is still read, because one odd line from another
 * tool must not cost the user the whole list.
 */
export function parseChecklist(text: string): ParsedChecklist {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  if (source.trim() === '') throw new ChecklistError('emptyFile');
  if (source.includes('\0')) throw new ChecklistError('binaryFile');

  const { records, malformedLines } = readCsvRecords(source);
  const [first, ...rest] = records;
  if (first === undefined) throw new ChecklistError('notChecklist', { reason: 'missingHeader' });
  const header = toHeader(first.fields);

  const colors: ChecklistColor[] = [];
  const rows: ChecklistRow[] = [];
  const problems: RowProblem[] = malformedLines.map((line) => ({ line, code: 'malformedRecord', skipped: true }));
  const ignored = new Map<string, number>();

  for (const record of rest) {
    const { fields, line } = record;
    const recordType = fields[0] ?? '';
    if (recordType === CIRCLE_RECORD_TYPE) {
      const result = readCircleRecord(fields, line);
      problems.push(...result.problems);
      if (result.value !== undefined) rows.push({ kind: 'circle', line, circle: result.value });
    } else if (recordType === UNKNOWN_RECORD_TYPE) {
      const result = readUnknownRecord(fields, line);
      problems.push(...result.problems);
      if (result.value !== undefined) rows.push({ kind: 'unknown', line, unknown: result.value });
    } else if (recordType === COLOR_RECORD_TYPE) {
      const { color, problem } = readColorRecord(record);
      if (color !== undefined) colors.push(color);
      if (problem !== undefined) problems.push(problem);
    } else {
      ignored.set(recordType, (ignored.get(recordType) ?? 0) + 1);
    }
  }

  if (rows.length === 0) throw new ChecklistError('noValidCircleData');
  problems.sort((a, b) => a.line - b.line);
  const ignoredRecords = [...ignored].map(([recordType, count]) => ({ recordType, count }));
  return { header, colors, rows, problems, ignoredRecords };
}

export interface ChecklistFile extends ParsedChecklist {
  decoding: Pick<DecodedChecklist, 'encoding' | 'byteOrderMark' | 'lossy'>;
}

/** Bytes of an uploaded file to records; every failure comes out as a `ChecklistError`. */
export function readChecklist(bytes: Uint8Array): ChecklistFile {
  try {
    const { text, encoding, byteOrderMark, lossy } = decodeChecklist(bytes);
    return { ...parseChecklist(text), decoding: { encoding, byteOrderMark, lossy } };
  } catch (error) {
    throw toChecklistError(error);
  }
}
