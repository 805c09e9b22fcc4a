import { fc, it } from '@fast-check/vitest';
import { stringify } from 'csv-stringify/sync';
import { describe, expect } from 'vitest';
import { readCsvRecords } from '@/lib/text/csv-records';

// The record reader against an independent writer: whatever csv-stringify writes, quoted or not,
// with any line end, reads back field for field, each record on the line it starts on.

const fieldArb = fc.string({ unit: fc.constantFrom('a', 'あ', ' ', ',', '"', '""', '\n', '\r', '\r\n'), maxLength: 6 });
const recordsArb = fc.array(fc.array(fieldArb, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 8 });

describe('readCsvRecords against csv-stringify', () => {
  it.prop([recordsArb, fc.boolean(), fc.constantFrom('\n', '\r\n', '\r')], { numRuns: 1_500 })(
    'reads back 1,500 generated tables written by csv-stringify, with the line each record starts on and its row number',
    (records, quoted, recordDelimiter) => {
      let text = '';
      let line = 1;
      const expected: { line: number; row: number; fields: string[] }[] = [];
      for (const [index, fields] of records.entries()) {
        // csv-stringify quotes a field holding its own record delimiter only; every reader of the format
        // takes CR, LF and CRLF alike, so fields with any of them are quoted as the export does.
        const written = stringify([fields], { quoted, quoted_match: /[\r\n]/, record_delimiter: recordDelimiter });
        const normalised = fields.map((field) => field.replace(/\r\n?/g, '\n'));
        // Lines of blanks are no records, as in the format's readers, yet rows of a spreadsheet.
        if (!normalised.every((field) => field.trim() === '')) expected.push({ line, row: index + 1, fields: normalised });
        text += written;
        line += written.match(/\r\n|\r|\n/g)?.length ?? 0;
      }
      expect(readCsvRecords(text)).toEqual({ records: expected, malformedLines: [], malformedRows: [] });
    },
  );
});
