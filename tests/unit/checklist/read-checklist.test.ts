import { describe, expect, it } from 'vitest';
import { readCsvRecords } from '@/lib/text/csv-records';
import { ChecklistError } from '@/lib/checklist/errors';
import { MAX_CHECKLIST_BYTES } from '@/lib/checklist/limits';
import { readChecklist } from '@/lib/checklist/parse';
import { readUpload } from '@/lib/checklist/read-upload';
import { PNG_BYTES, circleRow, eucJp, header, iso2022jp, shiftJis, utf8 } from '@/tests/fixtures/checklist/builders';

// The checklist as an upload arrives: bytes in, records or one of the import's errors out.

const MEMO = '一行目,"引用"\r\n二行目';

function file(encoding: string, eol = '\r\n', eventName = 'C999'): string {
  return [header(encoding, eventName), 'Color,1,4a94ff,4a94ff,最優先', circleRow({ circleId: '1', memo: MEMO }), circleRow({ circleId: '2', name: '二番目' }), ''].join(eol);
}

function errorOf(bytes: Uint8Array): ChecklistError {
  try {
    readChecklist(bytes);
  } catch (error) {
    if (error instanceof ChecklistError) return error;
    throw error;
  }
  throw new Error('expected readChecklist to throw');
}

describe('readChecklist: what the import accepts', () => {
  it.each([
    ['UTF-8 with a byte-order mark', utf8(`\ufeff${file('UTF-8')}`), 'utf-8'],
    ['Shift_JIS', shiftJis(file('Shift_JIS')), 'shift_jis'],
    ['CP932', shiftJis(file('CP932')), 'shift_jis'],
    ['EUC-JP', eucJp(file('EUC-JP')), 'euc-jp'],
    ['ISO-2022-JP', iso2022jp(file('ISO-2022-JP')), 'iso-2022-jp'],
  ])('reads %s, with a quoted memo holding a comma, quotes and a line break', (_label, bytes, encoding) => {
    const parsed = readChecklist(bytes);
    expect(parsed.decoding.encoding).toBe(encoding);
    expect(parsed.colors[0]?.description).toBe('最優先');
    expect(parsed.rows.map((row) => (row.kind === 'circle' ? [row.line, row.circle.name, row.circle.memo] : []))).toEqual([
      [3, 'サークル', '一行目,"引用"\n二行目'],
      [5, '二番目', 'メモ'],
    ]);
  });

  it.each([['LF', '\n'], ['CR', '\r'], ['CRLF', '\r\n']])('reads %s line breaks', (_label, eol) => {
    expect(readChecklist(utf8(file('UTF-8', eol))).rows).toHaveLength(2);
  });

  it('reads 25 to 29 fields and more, and reports rows with too few', () => {
    const rows = [24, 25, 26, 27, 28, 29, 33].map((count) => circleRow({ circleId: String(count) }, count));
    const parsed = readChecklist(utf8([header('UTF-8'), ...rows].join('\n')));
    expect(parsed.rows.map((row) => (row.kind === 'circle' ? row.circle.circleId : 0))).toEqual([25, 26, 27, 28, 29, 33]);
    expect(parsed.problems).toEqual([{ line: 2, code: 'tooFewFields', skipped: true, fields: 24, expected: 25 }]);
  });

  it('reads Color and UnKnown records and skips unknown record types', () => {
    const text = [header('UTF-8'), 'Color,2,ff00ff,ff00ff,ピンク', 'UnKnown,名前,なまえ,作者,メモ,3', 'LastSelect,1', 'Mystery,a,b', ''].join('\n');
    const parsed = readChecklist(utf8(text));
    expect(parsed.rows).toEqual([expect.objectContaining({ kind: 'unknown', line: 3 })]);
    expect(parsed.ignoredRecords).toEqual([
      { recordType: 'LastSelect', count: 1 },
      { recordType: 'Mystery', count: 1 },
    ]);
  });
});

describe('readChecklist: what the import refuses, with its messages', () => {
  it.each([
    ['an empty file', new Uint8Array(0), 'emptyFile'],
    ['a missing header', utf8(`${circleRow()}\n`), 'notChecklist'],
    ['a wrong header', utf8(`Header,SomethingElse,C999,UTF-8,x\n${circleRow()}\n`), 'notChecklist'],
    ['a PNG image named .csv', PNG_BYTES, 'binaryFile'],
    ['a header without circle records', utf8(`${header('UTF-8')}\nColor,1,4a94ff,4a94ff,\n`), 'noValidCircleData'],
    ['only rows with too few fields', utf8(`${header('UTF-8')}\n${circleRow({}, 12)}\n`), 'noValidCircleData'],
  ])('refuses %s', (_label, bytes, code) => {
    const error = errorOf(bytes);
    expect(error.checklistCode).toBe(code);
    expect(error.messageKey).toBe(`Errors.checklist.${code}`);
  });

  it('refuses 4 MB + 1 byte and accepts exactly 4 MB', () => {
    const exact = new Uint8Array(MAX_CHECKLIST_BYTES).fill(0x0a);
    exact.set(utf8(`${header('UTF-8')}\n${circleRow()}\n`));
    expect(readChecklist(exact).rows).toHaveLength(1);
    const over = new Uint8Array(MAX_CHECKLIST_BYTES + 1).fill(0x0a);
    over.set(utf8(`${header('UTF-8')}\n${circleRow()}\n`));
    expect(errorOf(over).checklistCode).toBe('fileTooLarge');
  });
});

describe('readCsvRecords', () => {
  it('keeps a quoted field followed by more text as written, as hand-edited files have it', () => {
    expect(readCsvRecords('a,"Name"2,c\n').records[0]?.fields).toEqual(['a', '"Name"2', 'c']);
  });

  it('reads an empty last field and a quoted empty field', () => {
    expect(readCsvRecords('a,"",\n').records[0]?.fields).toEqual(['a', '', '']);
  });

  it('counts lines across quoted line breaks and blank lines', () => {
    const { records } = readCsvRecords('h\n\n"x\ny\nz",1\r\nnext\r\n');
    expect(records.map((record) => record.line)).toEqual([1, 3, 6]);
  });
});

describe('readUpload', () => {
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    new Request('http://localhost/api/checklist/preview', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

  it('reads a body up to the limit', async () => {
    expect(await readUpload(post(new Uint8Array([1, 2, 3])), 3)).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('refuses a declared length over the limit without reading the body', async () => {
    let pulled = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled = true;
        controller.close();
      },
    }, { highWaterMark: 0 });
    await expect(readUpload(post(body, { 'content-length': String(MAX_CHECKLIST_BYTES + 1) }))).rejects.toMatchObject({ checklistCode: 'fileTooLarge' });
    expect(pulled).toBe(false);
  });

  it('refuses an undeclared body as soon as it passes the limit', async () => {
    const chunk = new Uint8Array(1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent++;
        controller.enqueue(chunk);
      },
    });
    await expect(readUpload(post(body), 4096)).rejects.toMatchObject({ checklistCode: 'fileTooLarge' });
    expect(sent).toBeLessThan(10);
  });
});
