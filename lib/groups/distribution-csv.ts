import { stringify } from 'csv-stringify/sync';

// The distribution list as CSV. Every CSV the group writes goes through this one function, written the
// way the checklist export writes (csv-stringify, every field quoted, CRLF), so a shared neutralising
// helper for formula-like cells can replace it in one place.

export function writeCsv(rows: readonly (readonly (string | number)[])[]): string {
  return stringify(rows.map((row) => [...row]), { quoted: true, quoted_empty: true, record_delimiter: '\r\n', eof: true });
}
