import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ChecklistError } from '@/lib/checklist/errors';
import { parseChecklist, readChecklist } from '@/lib/checklist/parse';
import type { ChecklistCircle, ChecklistRow } from '@/lib/checklist/records';
import { HEADER_UTF8, circleRow } from '@/tests/fixtures/checklist/builders';

function circles(rows: readonly ChecklistRow[]): ChecklistCircle[] {
  return rows.flatMap((row) => (row.kind === 'circle' ? [row.circle] : []));
}

function parseError(text: string): ChecklistError {
  try {
    parseChecklist(text);
  } catch (error) {
    if (error instanceof ChecklistError) return error;
    throw error;
  }
  throw new Error('expected parseChecklist to throw');
}

describe('parseChecklist: line breaks and quoting', () => {
  it.each([
    ['LF', '\n'],
    ['CRLF', '\r\n'],
    ['CR only', '\r'],
  ])('reads records separated by %s', (_label, eol) => {
    const text = [HEADER_UTF8, circleRow({ circleId: '1' }), circleRow({ circleId: '2' }), ''].join(eol);
    const parsed = parseChecklist(text);
    expect(circles(parsed.rows).map((circle) => circle.circleId)).toEqual([1, 2]);
    expect(parsed.rows.map((row) => row.line)).toEqual([2, 3]);
  });

  it('keeps line breaks inside a quoted memo, with the line each record starts on', () => {
    const memo = '一行目,"引用"\r\n二行目\r三行目';
    const text = [HEADER_UTF8, circleRow({ memo }), circleRow({ circleId: '2', memo: 'next' })].join('\r\n');
    const parsed = parseChecklist(text);
    expect(circles(parsed.rows).map((circle) => circle.memo)).toEqual(['一行目,"引用"\n二行目\n三行目', 'next']);
    expect(parsed.rows.map((row) => row.line)).toEqual([2, 5]);
  });

  it('keeps stray quotes inside fields literally', () => {
    const row = circleRow({ name: 'x' }).replace(',x,', ',ab"c,');
    const parsed = parseChecklist(`${HEADER_UTF8}\n${row}\n`);
    expect(circles(parsed.rows)[0]?.name).toBe('ab"c');
  });

  it('drops only the line of a record whose quote is never closed', () => {
    const broken = circleRow({ circleId: '2' }).replace('サークル', '"never closed');
    const text = [HEADER_UTF8, circleRow({ circleId: '1' }), broken, circleRow({ circleId: '3' }), ''].join('\n');
    const parsed = parseChecklist(text);
    expect(circles(parsed.rows).map((circle) => circle.circleId)).toEqual([1, 3]);
    expect(parsed.problems).toEqual([{ line: 3, code: 'malformedRecord', skipped: true }]);
  });

  it('skips blank lines without counting them as records', () => {
    const text = [HEADER_UTF8, '', circleRow(), '   ', ''].join('\n');
    const parsed = parseChecklist(text);
    expect(parsed.rows).toHaveLength(1);
    expect(parsed.rows[0]?.line).toBe(3);
    expect(parsed.ignoredRecords).toEqual([]);
  });
});

describe('parseChecklist: Circle records', () => {
  it('names every field of a 29-field record', () => {
    const parsed = parseChecklist(`${HEADER_UTF8}\n${circleRow({ circleId: '101', color: '2', page: '12', cut: '3' })}\n`);
    expect(circles(parsed.rows)[0]).toEqual({
      circleId: 101, color: 2, page: 12, cutIndex: 3, day: '土', hall: '東', block: 'ア', spaceNumber: 1,
      genreCode: '111', name: 'サークル', nameKana: 'さーくる', author: '作者', publicationTitle: '新刊',
      url: 'https://example.com/', mail: 'a@example.com', description: '説明', memo: 'メモ', mapX: 100, mapY: 200,
      tableLayout: 1, spaceSub: 0, updateInfo: 'update', webCatalogueUrl: 'https://webcatalog.example/1',
      circleSiteUrl: 'https://circle.example/', rss: 'rss', xUrl: 'https://x.example/c',
      pixivUrl: 'https://pixiv.example/u/1',
    });
    expect(parsed.problems).toEqual([]);
  });

  it.each([
    [25, { circleSiteUrl: 'https://circle.example/', rss: '', xUrl: '', pixivUrl: '' }],
    [26, { rss: 'rss', xUrl: '', pixivUrl: '' }],
    [28, { xUrl: 'https://x.example/c', pixivUrl: 'https://pixiv.example/u/1' }],
    [29, { xUrl: 'https://x.example/c', pixivUrl: 'https://pixiv.example/u/1' }],
    [31, { xUrl: 'https://x.example/c', pixivUrl: 'https://pixiv.example/u/1' }],
  ])('accepts %i fields', (fieldCount, expected) => {
    const parsed = parseChecklist(`${HEADER_UTF8}\n${circleRow({}, fieldCount)}\n`);
    const [circle] = circles(parsed.rows);
    expect(circle).toMatchObject({ name: 'サークル', memo: 'メモ', ...expected });
    expect(Object.keys(circle ?? {})).toHaveLength(27);
    expect(parsed.problems).toEqual([]);
  });

  it('reports a row of fewer than 25 fields and keeps the others', () => {
    const text = [HEADER_UTF8, circleRow({ circleId: '1' }, 24), circleRow({ circleId: '2' }, 25)].join('\n');
    const parsed = parseChecklist(text);
    expect(circles(parsed.rows).map((circle) => circle.circleId)).toEqual([2]);
    expect(parsed.problems).toEqual([{ line: 2, code: 'tooFewFields', skipped: true, fields: 24, expected: 25 }]);
  });

  it('refuses a file whose every row is too short as having no valid circle data', () => {
    const error = parseError([HEADER_UTF8, circleRow({}, 10), circleRow({}, 24)].join('\n'));
    expect(error.checklistCode).toBe('noValidCircleData');
  });

  it('reads an empty colour as memo only and refuses colours outside 0-18', () => {
    const text = [HEADER_UTF8, circleRow({ color: '' }), circleRow({ color: '18' }), circleRow({ color: '19' })].join('\n');
    const parsed = parseChecklist(text);
    expect(circles(parsed.rows).map((circle) => circle.color)).toEqual([0, 18]);
    expect(parsed.problems).toEqual([{ line: 4, code: 'invalidColor', skipped: true, value: '19' }]);
  });

  it('keeps a row with an unreadable number and reports the field', () => {
    const parsed = parseChecklist(`${HEADER_UTF8}\n${circleRow({ page: 'p.12' })}\n`);
    expect(circles(parsed.rows)[0]?.page).toBeNull();
    expect(parsed.problems).toEqual([{ line: 2, code: 'invalidNumber', field: 'page', skipped: false }]);
  });
});

describe('parseChecklist: other records', () => {
  it('converts Color records from BBGGRR to #RRGGBB', () => {
    const text = [HEADER_UTF8, 'Color,1,4a94ff,4a94ff,必ず', 'Color,7,ff0000,00ff00,', 'Color,2,zzz,,x', circleRow()].join('\n');
    const parsed = parseChecklist(text);
    expect(parsed.colors).toEqual([
      { n: 1, checkColor: '#FF944A', printColor: '#FF944A', description: '必ず' },
      { n: 7, checkColor: '#0000FF', printColor: '#00FF00', description: '' },
      { n: 2, checkColor: undefined, printColor: undefined, description: 'x' },
    ]);
  });

  it('reports Color records with an impossible number', () => {
    const parsed = parseChecklist([HEADER_UTF8, 'Color,0,4a94ff,4a94ff,', 'Color,x,4a94ff', circleRow()].join('\n'));
    expect(parsed.colors).toEqual([]);
    expect(parsed.problems.map((problem) => [problem.line, problem.code])).toEqual([
      [2, 'invalidColorRecord'],
      [3, 'invalidColorRecord'],
    ]);
  });

  it('reads UnKnown records and keeps them in file order with Circle records', () => {
    const unknown = 'UnKnown,昔のサークル,むかしのさーくる,佐藤,"メモ,""付き""",3,本,https://u.example/,m@example.com,説明,更新,https://s.example/,rss';
    const parsed = parseChecklist([HEADER_UTF8, unknown, circleRow()].join('\n'));
    expect(parsed.rows.map((row) => row.kind)).toEqual(['unknown', 'circle']);
    expect(parsed.rows[0]).toEqual({
      kind: 'unknown',
      line: 2,
      unknown: {
        name: '昔のサークル', nameKana: 'むかしのさーくる', author: '佐藤', memo: 'メモ,"付き"', color: 3,
        publicationTitle: '本', url: 'https://u.example/', mail: 'm@example.com', description: '説明',
        updateInfo: '更新', circleSiteUrl: 'https://s.example/', rss: 'rss',
      },
    });
  });

  it('accepts a file whose only rows are UnKnown records', () => {
    const parsed = parseChecklist(`${HEADER_UTF8}\nUnKnown,名前,なまえ,作者,,0\n`);
    expect(parsed.rows).toHaveLength(1);
  });

  it('ignores other record types but counts them', () => {
    const text = [HEADER_UTF8, 'LastSelect,101', circleRow(), 'ToolSpecific,1', 'ToolSpecific,2', 'circle,lower'].join('\n');
    const parsed = parseChecklist(text);
    expect(parsed.rows).toHaveLength(1);
    expect(parsed.ignoredRecords).toEqual([
      { recordType: 'LastSelect', count: 1 },
      { recordType: 'ToolSpecific', count: 2 },
      { recordType: 'circle', count: 1 },
    ]);
  });

  it('reads a header below blank lines and counts lines from the top of the file', () => {
    const parsed = parseChecklist(`\n\n${HEADER_UTF8}\n${circleRow()}\n`);
    expect(parsed.header.eventName).toBe('C999');
    expect(parsed.rows[0]?.line).toBe(4);
  });

  it('reads the header fields', () => {
    expect(parseChecklist(`${HEADER_UTF8}\n${circleRow()}`).header).toEqual({
      eventName: 'C999',
      encoding: 'UTF-8',
      programId: 'Web 1.0.0',
    });
  });

  it.each([
    ['an empty text', '', 'emptyFile'],
    ['a header alone', `${HEADER_UTF8}\n`, 'noValidCircleData'],
    ['rows without a header', `${circleRow()}\n`, 'notChecklist'],
  ])('refuses %s', (_label, text, code) => {
    expect(parseError(text).checklistCode).toBe(code);
  });
});

describe('readChecklist', () => {
  it('reads a classic Shift_JIS export with 26 fields, CRLF, Color, UnKnown and LastSelect records', () => {
    const bytes = readFileSync(path.join(import.meta.dirname, '../../fixtures/checklist/classic-shift-jis.csv'));
    const parsed = readChecklist(bytes);
    expect(parsed.decoding).toEqual({ encoding: 'shift_jis', byteOrderMark: false, lossy: false });
    expect(parsed.colors.map((color) => [color.n, color.checkColor, color.description])).toEqual([
      [1, '#FF944A', '最優先'],
      [2, '#FF00FF', '余裕があれば'],
    ]);
    expect(circles(parsed.rows).map((circle) => [circle.circleId, circle.name, circle.memo, circle.spaceSub])).toEqual([
      [100123, '東方同好会', '朝一で行く,"新刊"2冊\n既刊も', 0],
      [100456, 'ｶﾀｶﾅ工房', '', 1],
    ]);
    expect(parsed.rows.map((row) => row.line)).toEqual([4, 6, 7]);
    expect(parsed.ignoredRecords).toEqual([{ recordType: 'LastSelect', count: 1 }]);
    expect(parsed.problems).toEqual([]);
  });

  it('turns unexpected failures into a processing error', () => {
    const notBytes = { byteLength: 1 } as unknown as Uint8Array;
    expect(() => readChecklist(notBytes)).toThrow(expect.objectContaining({ checklistCode: 'processingError' }));
  });
});
