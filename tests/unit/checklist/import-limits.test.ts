import { fc, it } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { ChecklistError } from '@/lib/checklist/errors';
import { plannedFavorites, plannedLabels } from '@/lib/checklist/import-plan';
import { MAX_CHECKLIST_BYTES } from '@/lib/checklist/limits';
import { readUpload } from '@/lib/checklist/read-upload';
import { toPreviewBody } from '@/lib/checklist/preview-body';
import { LABEL_MAX_LENGTH, MEMO_MAX_LENGTH } from '@/lib/favorites/limits';
import { circleRow, header, utf8 } from '@/tests/fixtures/checklist/builders';
import { headerFields, renderRecords } from '@/tests/support/checklist-arbitraries';
import { catalogueCircle, expectConsistentPlan, planFor, readOutcome } from '@/tests/support/checklist-properties';

// Generated files at and beyond the import's limits: field lengths the favourites cap, the upload's
// byte limit, long lines and quoting that makes a reader backtrack. Runs: 400 + 6 + 40 files, and
// 1,000 upload bodies.

const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** What the import must store for a memo: control characters gone, cut to the limit, no half emoji. */
function storedMemo(memo: string): string {
  const cut = memo.replace(/\r\n?/g, '\n').replace(CONTROL, '').slice(0, MEMO_MAX_LENGTH);
  return /[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut;
}

const unitNearLimits = fc.constantFrom('あ', 'a', ' ', '\u3000', '😀', '\u0001', '\u007f', '\t', '\r\n', '"', ',');

/** A text of about `length` UTF-16 units; emoji and control characters sit anywhere, the limit included. */
function textNear(length: number, spread: number): fc.Arbitrary<string> {
  return fc
    .tuple(fc.integer({ min: -spread, max: spread }), fc.array(unitNearLimits, { minLength: 1, maxLength: 8 }), fc.constantFrom('x', 'あ', '😀', ' '))
    .map(([delta, tail, fill]) => {
      // Whole characters only: half an emoji cannot be written to a file in any encoding.
      const room = Math.max(0, length + delta - tail.join('').length);
      return fill.repeat(Math.floor(room / fill.length)) + tail.join('');
    });
}

describe('checklist import at its limits', () => {
  it.prop(
    [
      fc.array(textNear(MEMO_MAX_LENGTH, 3), { minLength: 1, maxLength: 3 }),
      fc.array(fc.tuple(fc.integer({ min: 1, max: 18 }), textNear(LABEL_MAX_LENGTH, 4)), { maxLength: 3 }),
    ],
    { numRuns: 400 },
  )('stores 400 lists of memos and colour names near their maximum length as the favourites editor would accept them', (memos, labels) => {
    const records = [
      headerFields('UTF-8'),
      ...labels.map(([color, label]) => ['Color', String(color), 'ff0000', 'ff0000', label]),
      ...memos.map((memo, index) => ['Circle', String(index + 1), '2', '', '', '土', '東', 'ア', '1', '111', `c${index}`, '', '', '', '', '', '', memo, '', '', '', '', '', '', '', '', '', '', '']),
    ];
    const { text } = renderRecords(records.map((fields) => ({ fields, lineBreak: '\r\n', blankLinesBefore: 0 })), false);
    const { file } = readOutcome(utf8(text));
    expect(file).toBeDefined();
    if (file === undefined) return;
    const plan = planFor(file, memos.map((_, index) => catalogueCircle(index + 1)));
    expectConsistentPlan(plan);
    expect(plannedFavorites(plan).map((favorite) => favorite.memo)).toEqual(memos.map(storedMemo));
    const cleanMemos = memos.map((memo) => memo.replace(/\r\n?/g, '\n').replace(CONTROL, ''));
    expect(toPreviewBody(plan).shortened.memos).toBe(cleanMemos.filter((memo) => memo.length > MEMO_MAX_LENGTH).length);
    for (const { label } of plannedLabels(plan)) expect(label.length).toBeLessThanOrEqual(LABEL_MAX_LENGTH);
  });

  const bulk = Array.from({ length: 200 }, (_, index) => circleRow({ circleId: String(index + 1) })).join('\r\n');
  const start = `${header('UTF-8')}\r\n${bulk}\r\n`;

  it.prop([fc.integer({ min: -3, max: 3 }), fc.constantFrom('memo', 'blankLines', 'longLine')], { numRuns: 6 })(
    'reads 6 files from 3 bytes under to 3 bytes over the upload limit, and refuses exactly those over it',
    (delta, padding) => {
      const room = MAX_CHECKLIST_BYTES + delta - utf8(start).length;
      const tail =
        padding === 'memo' ? circleRow({ circleId: '999', memo: 'x'.repeat(room - utf8(circleRow({ circleId: '999', memo: '' })).length) })
        : padding === 'blankLines' ? '\r\n'.repeat(Math.floor(room / 2)) + ' '.repeat(room % 2)
        : `LastSelect,${'y'.repeat(room - 'LastSelect,'.length)}`;
      const bytes = utf8(start + tail);
      expect(bytes.length).toBe(MAX_CHECKLIST_BYTES + delta);
      const { file, error } = readOutcome(bytes);
      if (delta > 0) {
        expect(error?.checklistCode).toBe('fileTooLarge');
      } else {
        expect(file?.rows.length).toBeGreaterThanOrEqual(200);
      }
    },
  );

  const lineArb = fc.string({ unit: fc.constantFrom('a', ',', '"', '""', 'Circle', ' '), minLength: 1, maxLength: 12 });

  it.prop([fc.array(lineArb, { minLength: 1, maxLength: 4 }), fc.constantFrom('\n', '\r', '\r\n')], { numRuns: 40 })(
    'reads 40 files of long lines and piled-up quotes in a time that grows with their size only',
    (lines, lineBreak) => {
      const unit = lines.join(lineBreak) + lineBreak;
      const body = unit.repeat(Math.ceil(150_000 / unit.length));
      const started = performance.now();
      const { file } = readOutcome(utf8(`${header('UTF-8')}${lineBreak}${circleRow()}${lineBreak}${body}`));
      // A linear reader needs a few tens of milliseconds here; one that re-reads the rest of the file
      // for every broken line needs minutes.
      expect(performance.now() - started).toBeLessThan(3_000);
      expect(file?.rows.length).toBeGreaterThanOrEqual(1);
    },
  );

  const limit = 64;

  it.prop(
    [
      fc.uint8Array({ maxLength: limit + 16 }),
      fc.array(fc.integer({ min: 1, max: 20 }), { maxLength: 10 }),
      fc.oneof(fc.constant('exact'), fc.constant('none'), fc.integer({ min: 0, max: limit * 2 }).map(String), fc.constantFrom('abc', '-1', '', '1e9')),
    ],
    { numRuns: 1_000 },
  )('reads 1,000 uploads in any chunking with any declared length, and refuses exactly those over the limit', async (body, cuts, declared) => {
    const chunks: Uint8Array[] = [];
    let at = 0;
    for (const cut of cuts) {
      chunks.push(body.slice(at, at + cut));
      at += cut;
    }
    chunks.push(body.slice(at));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    });
    const headers = new Headers();
    const declaredLength = declared === 'exact' ? String(body.length) : declared;
    if (declaredLength !== 'none') headers.set('content-length', declaredLength);
    const request = new Request('http://localhost/api/checklist/preview', { method: 'POST', body: stream, headers, duplex: 'half' } as RequestInit);

    // Only a plain number is a length (lib/http/read-body.ts); `1e9` or `-1` is checked while reading.
    const declaredNumber = /^\d+$/.test(declaredLength) ? Number(declaredLength) : Number.NaN;
    const tooLarge = body.length > limit || (Number.isFinite(declaredNumber) && declaredNumber > limit);
    const result = await readUpload(request, limit).catch((error: unknown) => error);
    if (tooLarge) {
      expect(result).toBeInstanceOf(ChecklistError);
      expect(result).toMatchObject({ checklistCode: 'fileTooLarge' });
    } else {
      expect(result).toEqual(body);
    }
  });
});
