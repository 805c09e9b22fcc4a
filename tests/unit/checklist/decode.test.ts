import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_CHECKLIST_BYTES, decodeChecklist } from '@/lib/checklist/decode';
import { ChecklistError } from '@/lib/checklist/errors';
import { AppError } from '@/lib/errors';
import { PNG_BYTES, circleRow, eucJp, header, iso2022jp, shiftJis, utf8 } from '@/tests/fixtures/checklist/builders';

const JAPANESE = 'サークル漢字ひらがな';
const HEADER_LINE = header('UTF-8');
const body = (encoding: string) => `${header(encoding)}\r\n${circleRow({ name: JAPANESE })}\r\n`;

function decodeError(bytes: Uint8Array): ChecklistError {
  try {
    decodeChecklist(bytes);
  } catch (error) {
    if (error instanceof ChecklistError) return error;
    throw error;
  }
  throw new Error('expected decodeChecklist to throw');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('decodeChecklist: encodings', () => {
  it('reads UTF-8 and tolerates a byte-order mark', () => {
    const bytes = utf8(`\ufeff${body('UTF-8')}`);
    const decoded = decodeChecklist(bytes);
    expect(decoded.byteOrderMark).toBe(true);
    expect(decoded.text.startsWith('Header,')).toBe(true);
    expect(decoded.text).toContain(JAPANESE);
  });

  it.each(['Shift_JIS', 'SJIS', 'CP932', 'MS932', 'Windows-31J'])('reads Shift_JIS named %s', (name) => {
    const decoded = decodeChecklist(shiftJis(body(name)));
    expect(decoded.encoding).toBe('shift_jis');
    expect(decoded.text).toContain(JAPANESE);
    expect(decoded.header.encoding).toBe(name);
  });

  it('reads EUC-JP', () => {
    const decoded = decodeChecklist(eucJp(body('EUC-JP')));
    expect(decoded.encoding).toBe('euc-jp');
    expect(decoded.text).toContain(JAPANESE);
  });

  it.each(['ISO-2022-JP', 'JIS'])('reads ISO-2022-JP named %s', (name) => {
    const decoded = decodeChecklist(iso2022jp(body(name)));
    expect(decoded.encoding).toBe('iso-2022-jp');
    expect(decoded.text).toContain(JAPANESE);
  });

  it('reads a committed classic Shift_JIS export', () => {
    const bytes = readFileSync(path.join(import.meta.dirname, '../../fixtures/checklist/classic-shift-jis.csv'));
    const decoded = decodeChecklist(bytes);
    expect(decoded.header).toEqual({ eventName: 'ComicMarket107', encoding: 'Shift_JIS', programId: 'CCZ 1.0' });
    expect(decoded.text).toContain('東方同好会');
  });

  it('reads quoted header fields as web exports write them', () => {
    const text = `"Header","ComicMarketCD-ROMCatalog","C999","Shift_JIS","Web 1.0"\r\n${circleRow({ name: JAPANESE })}\r\n`;
    const decoded = decodeChecklist(shiftJis(text));
    expect(decoded.header).toEqual({ eventName: 'C999', encoding: 'Shift_JIS', programId: 'Web 1.0' });
    expect(decoded.text).toContain(JAPANESE);
  });

  it('finds the header below blank lines, as the parser does', () => {
    const decoded = decodeChecklist(shiftJis(`\r\n\r\n${body('Shift_JIS')}`));
    expect(decoded.encoding).toBe('shift_jis');
    expect(decoded.text).toContain(JAPANESE);
  });

  it('prefers UTF-8 when a Shift_JIS header sits over UTF-8 text', () => {
    const decoded = decodeChecklist(utf8(body('Shift_JIS')));
    expect(decoded.encoding).toBe('utf-8');
    expect(decoded.text).toContain(JAPANESE);
    expect(decoded.lossy).toBe(false);
  });

  it('lets a byte-order mark win over the encoding the header names', () => {
    const decoded = decodeChecklist(utf8(`\ufeff${body('Shift_JIS')}`));
    expect(decoded.encoding).toBe('utf-8');
    expect(decoded.text).toContain(JAPANESE);
  });

  it.each(['', 'KOI8-R'])('reads UTF-8 when the header names %j', (name) => {
    const decoded = decodeChecklist(utf8(body(name)));
    expect(decoded.encoding).toBe('utf-8');
    expect(decoded.text).toContain(JAPANESE);
  });

  it('refuses an unknown encoding that is not valid UTF-8', () => {
    expect(decodeError(shiftJis(body('KOI8-R'))).checklistCode).toBe('invalidEncoding');
  });

  it('keeps the rest of the file when a few bytes are invalid, and says so', () => {
    const good = shiftJis(body('Shift_JIS'));
    // 0x82 0xff is not a Shift_JIS character, nor valid UTF-8.
    const bytes = Uint8Array.from([...good.subarray(0, good.length - 2), 0x82, 0xff, 0x0d, 0x0a]);
    const decoded = decodeChecklist(bytes);
    expect(decoded.lossy).toBe(true);
    expect(decoded.encoding).toBe('shift_jis');
    expect(decoded.text).toContain(JAPANESE);
    expect(decoded.text).toContain('\ufffd');
  });
});

describe('decodeChecklist: refusals', () => {
  it('refuses a file of 4 MB + 1 byte before decoding anything', () => {
    const decode = vi.spyOn(TextDecoder.prototype, 'decode');
    const bytes = new Uint8Array(MAX_CHECKLIST_BYTES + 1).fill(0x41);
    bytes.set(utf8(`${HEADER_LINE}\n`));
    expect(decodeError(bytes).checklistCode).toBe('fileTooLarge');
    expect(decode).not.toHaveBeenCalled();
  });

  it('accepts a file of exactly 4 MB', () => {
    const bytes = new Uint8Array(MAX_CHECKLIST_BYTES).fill(0x0a);
    bytes.set(utf8(`${HEADER_LINE}\n${circleRow()}\n`));
    expect(utf8(decodeChecklist(bytes).text).length).toBe(MAX_CHECKLIST_BYTES);
  });

  it('refuses a PNG image named .csv as a file that is not text', () => {
    const error = decodeError(PNG_BYTES);
    expect(error.checklistCode).toBe('binaryFile');
    expect(error.messageKey).toBe('Errors.checklist.binaryFile');
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe('invalidInput');
  });

  it.each([
    ['an empty file', new Uint8Array(0)],
    ['a byte-order mark alone', utf8('\ufeff')],
    ['blank lines', utf8('\r\n\n  \r\n')],
  ])('refuses %s', (_label, bytes) => {
    const error = decodeError(bytes);
    expect(error.checklistCode).toBe('emptyFile');
  });

  it.each([
    ['a file without a header', `${circleRow()}\n`, 'missingHeader'],
    ['a header in lower case', `header,ComicMarketCD-ROMCatalog,C999,UTF-8,x\n${circleRow()}\n`, 'missingHeader'],
    ['a header with a space before it', ` Header,ComicMarketCD-ROMCatalog,C999,UTF-8,x\n${circleRow()}\n`, 'missingHeader'],
    ['another format header', `Header,SomeOtherCatalog,C999,UTF-8,x\n${circleRow()}\n`, 'wrongHeader'],
    ['plain text', 'just some notes\nabout the event\n', 'missingHeader'],
  ])('refuses %s', (_label, text, reason) => {
    const error = decodeError(utf8(text));
    expect(error.checklistCode).toBe('notChecklist');
    expect(error.reason).toBe(reason);
  });
});
