// The one CSV writer of the product (checklist, plan file, any list to come), and the cell rule its
// reader undoes (docs/decisions/035). Kept free of libraries: the plan file is written in the browser.

/**
 * A cell a spreadsheet would run as a formula starts with one of these (OWASP, "CSV injection"); a line
 * break counts too, since line breaks are written as CRLF and read back as LF.
 */
const FORMULA_START = /^'*[=+\-@\t\r\n]/;
/** A plain number (a price, a coordinate, a negative offset) is left as is: a spreadsheet reads it as a number. */
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

/**
 * Prefixes a single quote to a cell that a spreadsheet would read as a formula. Cells that are already
 * quotes followed by such a start get one more, so that `restoreCell` gives back exactly what was
 * written, even for a memo that starts with a quote.
 */
export function neutraliseCell(cell: string): string {
  return FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell) ? `'${cell}` : cell;
}

/** Undoes `neutraliseCell`: a quote in front of a formula start is taken off, one quote only. */
export function restoreCell(cell: string): string {
  return cell.charCodeAt(0) === 0x27 && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

const quoted = (cell: string) => `"${cell.replaceAll('"', '""')}"`;
/** One field, quoted, quotes doubled: every field, as web exports do, since names hold commas and line breaks. */
const quoteField = (cell: string) => quoted(neutraliseCell(cell));
/** What RFC 4180 requires a quote for, and a space at either end, which some readers trim. */
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;
const quoteFieldWhereNeeded = (cell: string) => {
  const safe = neutraliseCell(cell);
  return NEEDS_QUOTES.test(safe) ? quoted(safe) : safe;
};

/** Records to CSV text: every field neutralised and quoted, each record ended by CRLF. */
export function writeCsv(records: readonly (readonly (string | number)[])[]): string {
  return records.map((fields) => `${fields.map((field) => quoteField(String(field))).join(',')}\r\n`).join('');
}

/**
 * Records to CSV text for a data file rather than a member's download (the catalogue exchange format):
 * every field neutralised, quoted only where RFC 4180 needs it, an empty field for null, each record ended
 * by LF. A tenth of a general library's time on the demo event's 90,000 rows, which every seed writes.
 */
export function writeCsvQuotedWhereNeeded(records: readonly (readonly (string | number | null)[])[]): string {
  return records.map((fields) => `${fields.map((field) => (field === null ? '' : quoteFieldWhereNeeded(String(field)))).join(',')}\n`).join('');
}
