import { fc, it as prop } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { decodeSnapshotColumns, editTimesOf, encodeSnapshotColumns, placementParts, type SnapshotColumns } from '@/lib/offline-search/snapshot-format';
import type { SnapshotColumnsFormat2 } from '@/lib/offline-search/snapshot-format-2';
import { rowsInLanguage } from '@/lib/offline-search/server/build-snapshot';
import { buildSearchIndex, searchIndex, type SearchableCircle } from '@/lib/search';
import { generateCircles } from '@/tests/unit/search/synthetic-corpus';

// The snapshot carries every field the server's search reads: work readings too, without which a work
// typed in romaji is found on the server and not on the device. Decoded, it gives back every row
// exactly, but for the wcid (0) and the edit time (its rank), and with a reading beside every work title.

// The snapshot writes a placement's hall as part of its order, numbered as the venue numbers halls
// (lib/catalogue/venue.ts); the synthetic corpus numbers some halls otherwise, so its halls are renamed.
const venueHalls = (row: SearchableCircle): SearchableCircle => ({ ...row, placements: row.placements.map((placement) => ({ ...placement, hall: placementParts(placement.order).hall })) });

const sample: SearchableCircle[] = generateCircles({ circles: 200, booths: 6, seed: 3 }).map(venueHalls).map((row, at) => {
  if (at % 2 === 0) return { ...row, workTitles: ['迷子の花火', 'Lemon Diaries'], workReadings: ['まいごのはなび', ''] };
  // The same title with another reading, and texts with the characters the references are written with.
  if (at % 7 === 0) return { ...row, author: 'A, B - C', authorKana: at % 2 === 0 ? '' : 'えー', workTitles: ['迷子の花火', '-', ' , '], workReadings: ['まよいごのはなび'] };
  if (at % 5 === 0) return { ...row, workTitles: [], workReadings: [], description: '' };
  return row;
});

const throughJson = (columns: SnapshotColumns) => JSON.parse(JSON.stringify(columns)) as SnapshotColumns;

/** The rows as the snapshot gives them back, in venue order. */
function expectedRows(rows: readonly SearchableCircle[]): SearchableCircle[] {
  const rank = new Map(editTimesOf(rows).map((time, at) => [time, at]));
  const firstOrder = (row: SearchableCircle) => Math.min(...row.placements.map((placement) => placement.order));
  return [...rows]
    .sort((a, b) => firstOrder(a) - firstOrder(b) || a.id - b.id)
    .map((row) => ({ ...row, wcid: 0, updatedAt: rank.get(row.updatedAt) ?? -1, workReadings: row.workTitles.map((_, at) => row.workReadings?.[at] ?? '') }));
}

describe('the snapshot format', () => {
  it('gives back every row exactly', () => {
    expect(decodeSnapshotColumns(throughJson(encodeSnapshotColumns(sample)))).toEqual(expectedRows(sample));
  });

  it('writes a repeated author, description or work title once', () => {
    const columns = encodeSnapshotColumns(sample);
    expect(columns.works.texts.filter((text) => text === '迷子の花火')).toHaveLength(2);
    expect(new Set(columns.authors.texts.map((text, at) => `${text}|${String(columns.authors.readings?.[at])}`)).size).toBe(columns.authors.texts.length);
    expect(columns.descriptions.texts.filter((text) => text === '')).toHaveLength(1);
    expect(columns.descriptions.readings).toBeUndefined();
  });

  it('finds what the server finds', () => {
    const decoded = decodeSnapshotColumns(throughJson(encodeSnapshotColumns(sample)));
    const query = { keyword: 'maigonohanabi', sort: 'placement' as const, threshold: 0, offset: 0, limit: 500 };
    const server = searchIndex(buildSearchIndex(sample), query);
    expect(server.total).toBeGreaterThanOrEqual(90);
    const device = searchIndex(buildSearchIndex(decoded), query);
    expect(device.total).toBe(server.total);
    expect(device.hits.map((hit) => hit.id)).toEqual(server.hits.map((hit) => hit.id));
  });

  it('writes no rows as empty columns', () => {
    expect(decodeSnapshotColumns(throughJson(encodeSnapshotColumns([])))).toEqual([]);
  });

  const text = fc.string({ maxLength: 6, unit: fc.constantFrom('a', 'あ', 'ア', '漢', ' ', ',', '-', '0') });
  const rowEdit = fc.record({ author: text, authorKana: text, description: text, works: fc.array(fc.tuple(text, text), { maxLength: 3 }) });

  prop.prop([fc.array(rowEdit, { minLength: 1, maxLength: 30 })], { numRuns: 60 })('gives back any texts and readings', (edits) => {
    const rows = sample.slice(0, edits.length).map((row, at) => {
      const change = edits[at] ?? edits[0];
      if (!change) return row;
      return { ...row, author: change.author, authorKana: change.authorKana, description: change.description, workTitles: change.works.map(([title]) => title), workReadings: change.works.map(([, reading]) => reading) };
    });
    expect(decodeSnapshotColumns(throughJson(encodeSnapshotColumns(rows)))).toEqual(expectedRows(rows));
  });
});

describe('the translations a snapshot carries', () => {
  // The server's index row carries both languages in one text (lib/catalogue/searchable-rows.ts); the
  // device's copy is one member's language (lib/catalogue/row-translations.ts), the description's first.
  const both = sample.slice(0, 12).map((row, at) => (at === 3 ? { ...row, description: '新刊はオリジナル百合本', translatedText: 'New: an original yuri book 新刊是原创百合本' } : row));
  const yuri = both[3]?.id ?? 0;
  const translations = {
    language: 'en' as const,
    byRow: new Map([
      [yuri, { description: 'machine' as const, texts: ['New: an original yuri book', 'Summer Book'] }],
      [both[5]?.id ?? 0, { description: 'own' as const, texts: ['Our own words'] }],
      [both[7]?.id ?? 0, { texts: ['Only a work title, translated'] }],
    ]),
  };

  it('gives back each row with its language’s texts, whose the description’s is, and the search text of them', () => {
    const rows = rowsInLanguage(both, translations);
    const decoded = decodeSnapshotColumns(throughJson(encodeSnapshotColumns(rows)));
    const byId = new Map(decoded.map((row) => [row.id, row]));
    expect(byId.get(yuri)).toMatchObject({ translations: ['New: an original yuri book', 'Summer Book'], descriptionTranslation: 'machine', translatedText: 'New: an original yuri book Summer Book' });
    expect(byId.get(both[5]?.id ?? 0)).toMatchObject({ translations: ['Our own words'], descriptionTranslation: 'own' });
    expect(byId.get(both[7]?.id ?? 0)?.descriptionTranslation).toBeUndefined();
    expect(decoded.filter((row) => row.translations !== undefined)).toHaveLength(3);
    // The other language's words the server's row carried are not on the device.
    expect(JSON.stringify(decoded)).not.toContain('新刊是原创百合本');
  });

  it('lets the device find a row by a translated word as the server does, in the member’s language', () => {
    const decoded = decodeSnapshotColumns(throughJson(encodeSnapshotColumns(rowsInLanguage(both, translations))));
    const query = { keyword: 'yuri', sort: 'score' as const, threshold: 0, offset: 0, limit: 50 };
    expect(searchIndex(buildSearchIndex(decoded), query).hits.map((hit) => hit.id)).toEqual(searchIndex(buildSearchIndex(both), query).hits.map((hit) => hit.id));
    expect(searchIndex(buildSearchIndex(decoded), query).hits.map((hit) => hit.id)).toEqual([yuri]);
    // A Japanese reader's copy carries none, and no column for them.
    const japanese = encodeSnapshotColumns(rowsInLanguage(both, undefined));
    expect(japanese.translations).toBeUndefined();
    expect(searchIndex(buildSearchIndex(decodeSnapshotColumns(japanese)), query).total).toBe(0);
  });
});

// Written by the format-2 encoder: a device searches such a copy until its next download replaces it.
const formatTwo: SnapshotColumnsFormat2 = {
  idSteps: [1, 1, 1, 1],
  flags: [1, 0, 2, 5],
  genreCodes: [314, 234, 531, 999],
  editRanks: [1, 0, 3, 2],
  names: ['Garden Clockwork', 'Atlas', '夏舎', 'Silver Comet Entertainment 1'],
  nameReadings: ['ガrデンcォcクォrk', '', 'なつしゃ', ''],
  authors: ['Marcus Larsen', 'Priya Dawson', '鈴木 京子', ''],
  authorReadings: ['', '', 'すずき きょうこ', 0],
  descriptions: ['Stickers and postcards about dragon.', 'Original comics and art prints about aurora.', 'イラスト本とアクキー。真心夢', 'オリジナル漫画を頒布します'],
  works: [['Lighthouse Meadow Zine'], ['Magic Ocean Artbook'], ['黒の会アンソロジー', '光堂総集編'], []],
  workReadings: [0, 0, [['くろ', 'かい'], ''], 0],
  placements: [[[134217730, 'E:ア']], [[1, 'E:ア']], [[2047, 'E:イ']], [[31455230, ''], [134217728, '']]],
};

describe('a copy saved in an older format', () => {
  it('still opens, format 2 with its work readings', () => {
    const rows = decodeSnapshotColumns(formatTwo);
    expect(rows.map((row) => [row.id, row.author, row.authorKana, row.updatedAt])).toEqual([
      [1, 'Marcus Larsen', '', 1],
      [2, 'Priya Dawson', '', 0],
      [3, '鈴木 京子', 'すずき きょうこ', 3],
      [4, '', '', 2],
    ]);
    expect(rows[2]?.workReadings).toEqual(['くろのかいあんそろじー', '']);
    expect(rows[3]?.placements.map((placement) => [placement.day, placement.block, placement.order])).toEqual([
      [1, '', 165675008],
      [2, '', 299892736],
    ]);
  });

  it('still opens, format 1 without work readings', () => {
    const formatOne: SnapshotColumnsFormat2 = { ...formatTwo };
    delete formatOne.workReadings;
    const rows = decodeSnapshotColumns(formatOne);
    expect(rows.map((row) => row.name)).toEqual(formatTwo.names);
    expect(rows.every((row) => row.workReadings?.length === 0)).toBe(true);
  });
});
