import { readCsvRecords } from '@/lib/text/csv-records';
import { ChecklistError } from './errors';

export const HEADER_RECORD_TYPE = 'Header';
export const HEADER_MAGIC = 'ComicMarketCD-ROMCatalog';

export interface ChecklistHeader {
  eventName: string;
  /** As written in the file (`Shift_JIS`, `CP932`, ...); see `resolveEncoding`. */
  encoding: string;
  programId: string;
}

/**
 * Reads the fields of a Header record, throwing `notChecklist` when the record is not one.
 * The record type is case-sensitive and unpadded, as the format says; readers that accepted
 * `header` or ` Header` would also accept files no other tool can read back.
 */
export function toHeader(fields: readonly string[]): ChecklistHeader {
  if (fields[0] !== HEADER_RECORD_TYPE) throw new ChecklistError('notChecklist', { reason: 'missingHeader' });
  if (fields[1] !== HEADER_MAGIC) throw new ChecklistError('notChecklist', { reason: 'wrongHeader' });
  return { eventName: fields[2] ?? '', encoding: fields[3] ?? '', programId: fields[4] ?? '' };
}

/** Splits one header line (already free of its line break), honouring quotes as exports write them. */
export function splitHeaderLine(line: string): string[] {
  return readCsvRecords(line).records[0]?.fields ?? [];
}
