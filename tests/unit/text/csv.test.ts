import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { neutraliseCell, restoreCell, writeCsv } from '@/lib/text/csv';

// Issue 32, finding 3: a cell starting with =, +, -, @, tab or a line break runs as a formula in a
// spreadsheet; the writer prefixes a quote (OWASP) and the reader takes it off again.

const formulaStart = /^[=+\-@\t\r\n]/;

describe('neutraliseCell', () => {
  it.each([
    ['=HYPERLINK("https://evil.example","x")', `'=HYPERLINK("https://evil.example","x")`],
    ['+1+cmd|calc', `'+1+cmd|calc`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\tTab', `'\tTab`],
    ['\r\nline', `'\r\nline`],
    [`'=already`, `''=already`],
  ])('prefixes a quote to %j', (cell, written) => {
    expect(neutraliseCell(cell)).toBe(written);
    expect(restoreCell(written)).toBe(cell);
  });

  it.each(['-5', '+12', '-0.5', '1200', 'plain text', "it's", "'quoted", '', 'a=b'])('leaves %j as it is', (cell) => {
    expect(neutraliseCell(cell)).toBe(cell);
    expect(restoreCell(cell)).toBe(cell);
  });

  it('gives back any text after a write and a read, and never writes a formula start other than a plain number', () => {
    const cells = fc.oneof(fc.string(), fc.tuple(fc.constantFrom("'", "''", '=', '+', '-', '@', '\t', '\r', '\n'), fc.string()).map(([start, rest]) => start + rest));
    fc.assert(
      fc.property(cells, (cell) => {
        const written = neutraliseCell(cell);
        expect(restoreCell(written)).toBe(cell);
        if (formulaStart.test(written)) expect(written).toMatch(/^[+-]?\d+(\.\d+)?$/);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('writeCsv', () => {
  it('quotes every field, doubles quotes, ends each record with CRLF and neutralises formulas', () => {
    expect(writeCsv([['a', 'b "c"', -5, ''], ['=1+1']])).toBe(`"a","b ""c""","-5",""\r\n"'=1+1"\r\n`);
  });
});
