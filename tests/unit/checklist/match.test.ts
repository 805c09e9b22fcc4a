import { describe, expect, it } from 'vitest';
import { LISTED_CIRCLE } from '@/lib/catalogue/listed-circles';
import { buildMatchIndex, type MatchCatalogueCircle } from '@/lib/checklist/match-index';
import { matchChecklist, type MatchOptions } from '@/lib/checklist/match';
import { parseChecklist } from '@/lib/checklist/parse';
import { circleRow, header } from '@/tests/fixtures/checklist/builders';

function catalogueCircle(
  id: number,
  fields: Partial<MatchCatalogueCircle> & Pick<MatchCatalogueCircle, 'name'>,
): MatchCatalogueCircle {
  return {
    id,
    circleNumber: id + 1000,
    catalogPage: null,
    cutIndex: null,
    nameKana: '',
    author: '',
    ...LISTED_CIRCLE,
    placement: { day: '土', date: '2025-12-27', area: 'EAST', block: 'ア', spaceNumber: id, sides: 'a' },
    ...fields,
  };
}

const catalogue = [
  catalogueCircle(1, { name: '東方同好会', nameKana: 'とうほうどうこうかい', author: '山田太郎', catalogPage: 10, cutIndex: 2 }),
  catalogueCircle(2, { name: 'ＡＢＣ工房', nameKana: 'エービーシーコウボウ', author: '鈴木 花子' }),
  catalogueCircle(3, { name: '同名サークル', author: '作者A' }),
  catalogueCircle(4, { name: '同名サークル', author: '作者B', placement: { day: '日', date: '2025-12-28', area: 'SOUTH', block: 'ａ', spaceNumber: 33, sides: 'ab' } }),
  catalogueCircle(5, { name: '落選サークル', author: '落選作者', lotteryStatus: 'NOT_SELECTED', placement: null }),
  catalogueCircle(6, { name: '非公開サークル', author: '非公開作者', wantsPublication: false }),
  catalogueCircle(7, { name: '別名義', nameKana: 'よみがな', author: '共通作者' }),
  catalogueCircle(8, { name: '人気の名前', author: 'x', lotteryStatus: 'NOT_SELECTED', circleNumber: 1 }),
  catalogueCircle(9, { name: '人気の名前', author: 'y', circleNumber: 2000 }),
];
const index = buildMatchIndex(catalogue);
const options: MatchOptions = { eventCode: 'C999', currentFavorites: [] };

function preview(rows: readonly string[], eventName: string, matchOptions: MatchOptions = options) {
  return matchChecklist(parseChecklist([header('UTF-8', eventName), ...rows].join('\n')), index, matchOptions);
}

describe('matchChecklist: a list from this event', () => {
  it('matches by circle id first, even when names differ', () => {
    const result = preview([circleRow({ circleId: '1001', name: '違う名前', author: '違う人', color: '4', memo: 'メモ' })], 'C999');
    expect(result.sameEvent).toBe(true);
    expect(result.rows[0]).toMatchObject({
      status: 'found', rule: 'circleId', circleId: 1, placementId: '土 東ア-01a', importColor: 4, memo: 'メモ',
      currentColor: null, importable: true, name: '東方同好会',
    });
  });

  it('matches by page and cut when the circle id is unknown', () => {
    const result = preview([circleRow({ circleId: '999999', page: '10', cut: '2' })], 'C999');
    expect(result.rows[0]).toMatchObject({ status: 'found', rule: 'pageAndCut', circleId: 1 });
  });

  it('does not fall back to names for Circle rows of this event', () => {
    const result = preview([circleRow({ circleId: '999999', page: '', cut: '', name: '東方同好会', author: '山田太郎' })], 'C999');
    expect(result.rows[0]).toMatchObject({ status: 'notFound', rule: null, circleId: null, placementId: null });
  });

  it('matches UnKnown rows of this event by name and author', () => {
    const result = preview([circleRow({ circleId: '1002' }), 'UnKnown,東方同好会,,山田太郎,前のメモ,2'], 'C999');
    expect(result.rows[1]).toMatchObject({ source: 'unknown', status: 'found', rule: 'nameAndAuthor', circleId: 1, importColor: 2 });
  });
});

describe('matchChecklist: a list from another event', () => {
  const other = 'ComicMarket106';

  it('ignores circle ids and matches by name and author', () => {
    const result = preview([circleRow({ circleId: '1002', page: '10', cut: '2', name: '同名サークル', kana: '', author: '作者B' })], other);
    expect(result.sameEvent).toBe(false);
    expect(result.rows[0]).toMatchObject({ status: 'found', rule: 'nameAndAuthor', circleId: 4, placementId: '日 南ａ-33ab', candidates: 1 });
  });

  it('matches by reading and author, across katakana, hiragana and widths', () => {
    const result = preview([circleRow({ name: '改名後', kana: 'えーびーしーこうぼう', author: '鈴木花子' })], other);
    expect(result.rows[0]).toMatchObject({ status: 'found', rule: 'nameAndAuthor', circleId: 2 });
  });

  it('normalises full-width names and spaces', () => {
    const result = preview([circleRow({ name: 'abc工房', kana: '', author: '' })], other);
    expect(result.rows[0]).toMatchObject({ status: 'found', rule: 'name', circleId: 2 });
  });

  it('falls back to the name alone, taking the first by circle number and counting the others', () => {
    const result = preview([circleRow({ name: '同名サークル', kana: '', author: '新しいペンネーム' })], other);
    expect(result.rows[0]).toMatchObject({ status: 'found', rule: 'name', circleId: 3, candidates: 2 });
  });

  it('falls back to the reading alone', () => {
    const result = preview([circleRow({ name: '新サークル名', kana: 'ヨミガナ', author: '別人' })], other);
    expect(result.rows[0]).toMatchObject({ status: 'found', rule: 'kana', circleId: 7 });
  });

  it('falls back to the author alone', () => {
    const result = preview([circleRow({ name: '新サークル名', kana: 'しんさーくる', author: '共通作者' })], other);
    expect(result.rows[0]).toMatchObject({ status: 'found', rule: 'author', circleId: 7 });
  });

  it('prefers a circle that can be favourited when a name fits several', () => {
    const result = preview([circleRow({ name: '人気の名前', kana: '', author: '' })], other);
    expect(result.rows[0]).toMatchObject({ status: 'found', circleId: 9, candidates: 2 });
  });

  it('reports rows that match nothing, with empty names never matching empty names', () => {
    const result = preview([circleRow({ name: 'どこにもない', kana: '', author: '' }), 'UnKnown,,,,memo,1'], other);
    expect(result.rows.map((row) => [row.status, row.circleId, row.name])).toEqual([
      ['notFound', null, 'どこにもない'],
      ['notFound', null, ''],
    ]);
  });
});

describe('matchChecklist: statuses and summary', () => {
  it('reports circles not selected or not published without their placement, and never imports them', () => {
    const result = preview(
      [circleRow({ name: '落選サークル', author: '落選作者' }), circleRow({ name: '非公開サークル', author: '非公開作者' })],
      'C998',
    );
    expect(result.rows.map((row) => [row.status, row.circleId, row.placementId, row.importable])).toEqual([
      ['notImportable', null, null, false],
      ['notImportable', null, null, false],
    ]);
  });

  it('marks circles already favourited with the current colour, and imports them only when asked', () => {
    const rows = [circleRow({ circleId: '1001', color: '3' })];
    const current = { eventCode: 'C999', currentFavorites: [{ circleId: 1, color: 9 }] };
    expect(preview(rows, 'C999', current).rows[0]).toMatchObject({
      status: 'alreadyFavorite', currentColor: 9, importColor: 3, importable: false,
    });
    expect(preview(rows, 'C999', { ...current, overwriteExisting: true }).rows[0]?.importable).toBe(true);
  });

  it('imports a circle once when several rows match it', () => {
    const result = preview([circleRow({ circleId: '1001', color: '1' }), circleRow({ circleId: '1001', color: '2' })], 'C999');
    expect(result.rows.map((row) => [row.line, row.duplicateOfLine, row.importable])).toEqual([
      [2, null, true],
      [3, 2, false],
    ]);
  });

  it('counts every status', () => {
    const rows = [
      circleRow({ circleId: '1001' }),
      circleRow({ circleId: '1002' }),
      circleRow({ circleId: '1002' }),
      circleRow({ circleId: '1005' }),
      circleRow({ circleId: '424242', page: '', cut: '' }),
      circleRow({ circleId: '1009' }, 10),
    ];
    const result = preview(rows, 'C999', { eventCode: 'C999', currentFavorites: [{ circleId: 2, color: 1 }] });
    expect(result.summary).toEqual({
      rows: 5, found: 1, notFound: 1, alreadyFavorite: 2, notImportable: 1, duplicates: 1, importable: 1, uncertain: 0, skipped: 1,
    });
  });
});

describe('matchChecklist: no silent guesses', () => {
  const other = 'ComicMarket106';

  it('offers a row matched by the author alone, unticked, with the file\u2019s name and author beside the catalogue\u2019s', () => {
    const result = preview([circleRow({ name: '新サークル名', kana: 'しんさーくる', author: '共通作者' })], other);
    expect(result.rows[0]).toMatchObject({
      status: 'found', rule: 'author', circleId: 7, uncertain: 'author', importable: false, keepable: true,
      name: '別名義', author: '共通作者', fileName: '新サークル名', fileAuthor: '共通作者',
    });
    expect(result.summary).toMatchObject({ found: 1, importable: 0, uncertain: 1 });
  });

  it('offers a row matched by a name several circles share, saying how many', () => {
    const result = preview([circleRow({ name: '同名サークル', kana: '', author: '新しいペンネーム' })], other);
    expect(result.rows[0]).toMatchObject({ rule: 'name', candidates: 2, uncertain: 'sharedName', importable: false, keepable: true });
  });

  it('keeps exact rules ticked: circle id, page and cut, name with author, and a name only one circle has', () => {
    const exact = [
      preview([circleRow({ circleId: '1001' })], 'C999'),
      preview([circleRow({ circleId: '999999', page: '10', cut: '2' })], 'C999'),
      preview([circleRow({ name: '同名サークル', kana: '', author: '作者B' })], other),
      preview([circleRow({ name: 'abc工房', kana: '', author: '' })], other),
    ];
    expect(exact.map(({ rows }) => [rows[0]?.uncertain, rows[0]?.importable])).toEqual([
      [null, true], [null, true], [null, true], [null, true],
    ]);
  });

  it('lets an exact row claim its circle before an earlier uncertain row that guessed the same one', () => {
    const result = preview(
      [circleRow({ name: '新サークル名', kana: '', author: '共通作者' }), circleRow({ name: '別名義', kana: '', author: '共通作者' })],
      other,
    );
    expect(result.rows.map((row) => [row.line, row.uncertain, row.duplicateOfLine, row.importable, row.keepable])).toEqual([
      [2, 'author', 3, false, false],
      [3, null, null, true, false],
    ]);
  });
});
