import { describe, expect, it } from 'vitest';
import { packRows, unpackRows } from '@/lib/offline-search/kept-rows';
import { decodeSnapshotColumns, encodeSnapshotColumns } from '@/lib/offline-search/snapshot-format';
import type { SearchableCircle } from '@/lib/search';
import { generateCircles } from '@/tests/unit/search/synthetic-corpus';

// A start that finds the kept rows searches them instead of the snapshot's own: they must come back
// equal field by field, after the structured clone IndexedDB gives them.

const generated: SearchableCircle[] = generateCircles({ circles: 400, booths: 10, seed: 4 }).map((row, at) => ({
  ...row,
  workReadings: at % 2 === 0 ? row.workTitles.map((_, t) => (t === 0 ? 'ほしふるよる' : '')) : [],
  description: at % 7 === 0 ? '' : `${row.description} 説明\u0001`,
}));

describe('the kept rows', () => {
  it('come back as the snapshot decodes them', () => {
    const rows = decodeSnapshotColumns(encodeSnapshotColumns(generated));
    expect(unpackRows(structuredClone(packRows(rows)))).toStrictEqual(rows);
  });

  it('keep each row’s translations and whose the description’s is', () => {
    const rows = decodeSnapshotColumns(
      encodeSnapshotColumns(
        generated.slice(0, 30).map((row, at) => (at % 3 === 0 ? { ...row, translations: [`Translated ${at}`, 'Work'], descriptionTranslation: at % 2 === 0 ? ('own' as const) : ('machine' as const) } : at % 3 === 1 ? { ...row, translations: ['Only works'] } : row)),
      ),
    );
    expect(rows.filter((row) => row.descriptionTranslation === 'machine').length).toBeGreaterThan(0);
    expect(unpackRows(structuredClone(packRows(rows)))).toStrictEqual(rows);
  });

  it('tell rows without work readings from rows with none', () => {
    const rows = generated.slice(0, 20).map((row, at) => (at % 2 === 0 ? { ...row, workReadings: undefined } : row));
    const back = unpackRows(packRows(rows));
    expect(back).toEqual(rows);
    expect(back?.map((row) => row.workReadings === undefined)).toEqual(rows.map((row) => row.workReadings === undefined));
  });

  it('are refused when their parts do not fit together', () => {
    const packed = packRows(generated);
    expect(unpackRows({ ...packed, strings: packed.strings.slice(1) })).toBeNull();
    expect(unpackRows({ ...packed, placementNumbers: packed.placementNumbers.subarray(2) })).toBeNull();
    expect(unpackRows({ ...packed, numbers: packed.numbers.subarray(9) })).toBeNull();
  });
});
