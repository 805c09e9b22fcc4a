import { fc, it } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { exportChecklist } from '@/lib/checklist/export';
import { restoreCell } from '@/lib/text/csv';
import { plannedFavorites, plannedLabels } from '@/lib/checklist/import-plan';
import type { CurrentFavorite } from '@/lib/checklist/match';
import {
  byteMutationArb,
  checklistArb,
  circleFields,
  headerEncodingArb,
  headerEncodings,
  headerFields,
  lineBreakArb,
  MAX_GENERATED_CIRCLES,
  mutateBytes,
  mutateRecord,
  otherRecordArb,
  recordMutationArb,
  renderRecords,
  toExportFavorite,
  unknownFields,
  type GeneratedCircle,
  type HeaderEncoding,
  type RecordToRender,
  type RenderedRecord,
} from '@/tests/support/checklist-arbitraries';
import { catalogueCircle, expectConsistentPlan, planFor, readOutcome } from '@/tests/support/checklist-properties';

// Generated files through the whole pure import path: bytes -> decode -> parse -> match -> plan ->
// preview body. Runs per property are in each test's name: 3,600 + 1,500 + 2,000 + 2,500 here and
// 400 + 6 + 40 in import-limits.test.ts read 10,046 generated files in all (cheap properties get
// more runs, so that the whole stays within seconds on a busy machine).

const UTF8_BOM = Uint8Array.of(0xef, 0xbb, 0xbf);

function withBom(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(bytes.length + 3);
  out.set(UTF8_BOM);
  out.set(bytes, 3);
  return out;
}

const normaliseBreaks = (text: string) => text.replace(/\r\n?/g, '\n');

/** The catalogue the generated circles live in: some not selected, some already favourites. */
function catalogueOf(circles: readonly GeneratedCircle[]) {
  const catalogue = circles.map((circle, index) =>
    catalogueCircle(index + 1, {
      circleNumber: circle.circleNumber,
      catalogPage: circle.page,
      cutIndex: circle.cut,
      name: circle.name,
      nameKana: circle.nameKana,
      author: circle.author,
      lotteryStatus: circle.circleNumber % 7 === 0 ? 'NOT_SELECTED' : 'SELECTED',
    }),
  );
  const currentFavorites: CurrentFavorite[] = catalogue.filter((circle) => circle.circleNumber % 5 === 0).map((circle) => ({ circleId: circle.id, color: 3 }));
  return { catalogue, currentFavorites };
}

/** A colour field the reader takes: blank (memo only) or a whole number 0-18. */
function readsAsColor(raw: string | undefined): boolean {
  const value = (raw ?? '').trim();
  return value === '' || (/^\d+$/.test(value) && Number(value) <= 18);
}

/** Which records the reader must return and which it must report skipped, by the format's rules. */
function expectedReading(records: readonly RenderedRecord[]) {
  const expectedRows: RenderedRecord[] = [];
  const expectedSkipped: RenderedRecord[] = [];
  for (const record of records) {
    const [type] = record.fields;
    if (type === 'Circle') {
      (record.fields.length >= 25 && readsAsColor(record.fields[2]) ? expectedRows : expectedSkipped).push(record);
    } else if (type === 'UnKnown') {
      (record.fields.length >= 6 && readsAsColor(record.fields[5]) ? expectedRows : expectedSkipped).push(record);
    } else if (type === 'Color') {
      const n = record.fields[1] ?? '';
      if (!/^\d+$/.test(n) || Number(n) < 1 || Number(n) > 18) expectedSkipped.push(record);
    }
  }
  return { expectedRows, expectedSkipped };
}

function encodeFile(text: string, encoding: HeaderEncoding, bom: boolean): Uint8Array {
  const bytes = headerEncodings[encoding](text);
  return bom && encoding === 'UTF-8' ? withBom(bytes) : bytes;
}

describe('checklist import over generated files', () => {
  const headerLine = fc
    .tuple(headerEncodingArb, lineBreakArb)
    .map(([encoding, lineBreak]) => new TextEncoder().encode(headerFields(encoding).join(',') + lineBreak));
  const randomFiles = fc.oneof(
    fc.uint8Array({ maxLength: 600 }),
    fc.tuple(headerLine, fc.uint8Array({ maxLength: 600 })).map(([head, body]) => Uint8Array.from([...head, ...body])),
    // Bytes drawn from what CSV is made of, so quotes, commas and line ends pile up.
    fc.tuple(headerLine, fc.array(fc.constantFrom(0x22, 0x2c, 0x0d, 0x0a, 0x43, 0x20, 0x31, 0x82, 0xa0), { maxLength: 600 })).map(([head, body]) =>
      Uint8Array.from([...head, ...body]),
    ),
  );

  it.prop([randomFiles], { numRuns: 3_600 })('answers 3,600 files of random bytes, bare or behind a valid header, with a preview or a typed error', (bytes) => {
    const { file } = readOutcome(bytes);
    if (file !== undefined) expectConsistentPlan(planFor(file, [catalogueCircle(1)]));
  });

  it.prop([checklistArb, headerEncodingArb, fc.boolean()], { numRuns: 1_500 })(
    'gives back the circles, colours, memos and colour names of 1,500 exported lists in every encoding',
    ({ circles, labels }, encoding, bom) => {
      const favorites = circles.map(toExportFavorite);
      const options = { eventCode: 'C999', programVersion: '1.0.0', colorLabels: labels };
      let bytes: Uint8Array;
      if (encoding === 'UTF-8') {
        bytes = exportChecklist(favorites, { ...options, byteOrderMark: bom }).bytes;
      } else if (encoding === 'Shift_JIS') {
        const exported = exportChecklist(favorites, { ...options, encoding: 'shift_jis' });
        expect(exported.replacedCharacters).toEqual([]);
        bytes = exported.bytes;
      } else {
        const { text } = exportChecklist(favorites, options);
        bytes = headerEncodings[encoding](text.replace('"UTF-8"', `"${encoding}"`));
      }

      const { file, error } = readOutcome(bytes);
      expect(error).toBeUndefined();
      if (file === undefined) return;
      expect(file.decoding.lossy).toBe(false);
      expect(file.problems).toEqual([]);
      const catalogue = circles.map((circle, index) => catalogueCircle(index + 1, { circleNumber: circle.circleNumber, name: circle.name }));
      const plan = planFor(file, catalogue);
      const body = expectConsistentPlan(plan);

      expect(plan.preview.rows.every((row) => row.rule === 'circleId')).toBe(true);
      expect(plannedFavorites(plan)).toEqual(circles.map((circle, index) => ({ circleId: index + 1, color: circle.color, memo: normaliseBreaks(circle.memo) })));
      expect(body.rows.map((row) => row.name)).toEqual(circles.map((circle) => circle.name));
      const inUse = new Set(circles.map((circle) => circle.color));
      expect(plannedLabels(plan)).toEqual(labels.filter((label) => inUse.has(label.color)).sort((a, b) => a.color - b.color));
    },
  );

  const recordShapeArb = fc.record({
    kind: fc.constantFrom('circle', 'unknown'),
    mutation: recordMutationArb,
    lineBreak: lineBreakArb,
    blankLinesBefore: fc.nat(2),
  });

  it.prop(
    [
      checklistArb,
      fc.array(recordShapeArb, { minLength: MAX_GENERATED_CIRCLES, maxLength: MAX_GENERATED_CIRCLES }),
      fc.array(fc.tuple(otherRecordArb, fc.nat(MAX_GENERATED_CIRCLES)), { maxLength: 4 }),
      headerEncodingArb,
      fc.boolean(),
      fc.boolean(),
      fc.boolean(),
    ],
    { numRuns: 2_000 },
  )(
    'reports every Circle and UnKnown record of 2,000 hand-edited files once: read, or skipped with a reason',
    (checklist, shapes, others, encoding, quoteAll, bom, overwriteExisting) => {
      const records: RecordToRender[] = [{ fields: headerFields(encoding), lineBreak: shapes[0]?.lineBreak ?? '\n', blankLinesBefore: 0 }];
      checklist.circles.forEach((circle, index) => {
        const shape = shapes[index];
        if (shape === undefined) return;
        for (const [fields, position] of others) {
          if (position === index) records.push({ fields, lineBreak: shape.lineBreak, blankLinesBefore: 0 });
        }
        const fields = shape.kind === 'circle' ? circleFields(circle) : unknownFields(circle);
        records.push({ fields: mutateRecord(fields, shape.mutation), lineBreak: shape.lineBreak, blankLinesBefore: shape.blankLinesBefore });
      });
      const rendered = renderRecords(records, quoteAll);
      const { file, error } = readOutcome(encodeFile(rendered.text, encoding, bom));

      const { expectedRows, expectedSkipped } = expectedReading(rendered.records.slice(1));
      if (expectedRows.length === 0) {
        expect(error?.checklistCode).toBe('noValidCircleData');
        return;
      }
      expect(error).toBeUndefined();
      if (file === undefined) return;
      expect(file.rows.map((row) => row.line)).toEqual(expectedRows.map((record) => record.line));
      expect(file.problems.filter((problem) => problem.skipped).map((problem) => problem.line)).toEqual(
        expectedSkipped.map((record) => record.line),
      );
      file.rows.forEach((row, index) => {
        const fields = expectedRows[index]?.fields ?? [];
        const [name, memo] = row.kind === 'circle' ? [fields[10], fields[17]] : [fields[1], fields[4]];
        const source = row.kind === 'circle' ? row.circle : row.unknown;
        // A cell written neutralised (`'=…`, lib/text/csv.ts) reads back without its quote.
        expect(source.name).toBe(restoreCell(name ?? ''));
        expect(source.memo).toBe(restoreCell(normaliseBreaks(memo ?? '')));
      });

      const { catalogue, currentFavorites } = catalogueOf(checklist.circles);
      expectConsistentPlan(planFor(file, catalogue, { currentFavorites, overwriteExisting }));
    },
  );

  it.prop([checklistArb, headerEncodingArb, fc.boolean(), fc.array(byteMutationArb, { minLength: 1, maxLength: 4 })], { numRuns: 2_500 })(
    'survives 2,500 valid files with bytes inserted, deleted, duplicated or cut off',
    ({ circles, labels }, encoding, bom, mutations) => {
      const { text } = exportChecklist(circles.map(toExportFavorite), { eventCode: 'C999', programVersion: '1.0.0', colorLabels: labels });
      const bytes = mutations.reduce(mutateBytes, encodeFile(text.replace('"UTF-8"', `"${encoding}"`), encoding, bom));
      const { file } = readOutcome(bytes);
      if (file === undefined) return;
      const { catalogue, currentFavorites } = catalogueOf(circles);
      expectConsistentPlan(planFor(file, catalogue, { currentFavorites, overwriteExisting: true }));
    },
  );
});
