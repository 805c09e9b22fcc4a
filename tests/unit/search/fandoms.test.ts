import { describe, expect, it } from 'vitest';
import { buildFandomTable, buildSearchIndex, fandomKey, searchIndex, type SearchableCircle } from '@/lib/search';
import { SHIPPED_FANDOMS } from '@/lib/search/fandom-list';

const row = (id: number, name: string, description = '', genreCode = 0, workTitles: string[] = []): SearchableCircle => ({
  id,
  wcid: id,
  isBooth: false,
  name,
  nameKana: '',
  author: '',
  authorKana: '',
  workTitles,
  description,
  genreCode,
  cashless: false,
  isAdult: false,
  updatedAt: 0,
  placements: [],
});

const find = (rows: SearchableCircle[], keyword: string, table = buildFandomTable([])) =>
  searchIndex(buildSearchIndex(rows, table), { keyword, sort: 'score', threshold: 0, offset: 0, limit: 50 });
const ids = (result: { hits: { id: number }[] }) => result.hits.map((hit) => hit.id).sort((a, b) => a - b);

describe('the shipped list of fandoms', () => {
  it('has at least 200 franchises, each with an English name and a Japanese or Chinese one', () => {
    expect(SHIPPED_FANDOMS.length).toBeGreaterThanOrEqual(200);
    for (const fandom of SHIPPED_FANDOMS) expect(fandom.en !== '' && (fandom.ja !== '' || fandom.zhHans !== ''), fandom.en).toBe(true);
  });

  it('gives no name to two franchises', () => {
    const owners = new Map<string, string>();
    const clashes: string[] = [];
    for (const fandom of SHIPPED_FANDOMS) {
      const keys = new Set([fandom.en, fandom.ja, fandom.kana, fandom.romaji, fandom.zhHans, fandom.zhHant, ...fandom.aliases].filter((name) => name !== '').map(fandomKey));
      for (const key of keys) {
        const owner = owners.get(key);
        if (owner !== undefined && owner !== fandom.en) clashes.push(`${key}: ${owner} / ${fandom.en}`);
        owners.set(key, fandom.en);
      }
    }
    expect(clashes).toEqual([]);
  });
});

describe('fandoms in the search', () => {
  const rows = [
    row(1, 'FGOods Store', 'fgoods and more'),
    row(2, '星の本棚', 'FGO本とグッズ'),
    row(3, 'Atouhoux', 'atouhoux'),
    row(4, '東方愛好会'),
    row(5, 'Blue Room', '', 0, ['Fate/Grand Order fan book']),
    row(6, '月夜堂', '', 500),
    row(7, 'Umbrella', 'とうほう行き'),
  ];

  it('finds a fandom named in a name, a work title or a description, by any of its names', () => {
    expect(ids(find(rows, 'FGO'))).toEqual([2, 5]);
    expect(ids(find(rows, 'fate grand order'))).toEqual([2, 5]);
    expect(find(rows, '命运-冠位指定').fandom?.names.en).toBe('Fate/Grand Order');
  });

  it('does not take a Latin name inside a longer word, nor a reading written in kana, for the fandom', () => {
    expect(ids(find(rows, 'FGO'))).not.toContain(1);
    expect(ids(find(rows, 'touhou'))).toEqual([4]);
    expect(ids(find(rows, 'とうほう'))).toEqual([4]);
  });

  it('adds the genre the event files it under', () => {
    const genres = [{ code: 500, nameJa: 'アニメ(その他)', nameEn: 'Anime (other)', nameZh: '动画(其他)' }];
    expect(ids(find(rows, 'anime (other)', buildFandomTable(genres)))).toEqual([6]);
    expect(ids(find(rows, '动画(其他)', buildFandomTable(genres)))).toEqual([6]);
  });

  it("lets the organiser's file extend and override the shipped list", () => {
    // An organiser's fandom that names a shipped one is that one, overridden: its name, its genre.
    const table = buildFandomTable([], [{ name: 'FGO', genreCode: 500, aliases: ['月夜'] }]);
    const result = find(rows, '月夜', table);
    expect(result.fandom).toEqual({ names: { en: 'FGO', ja: 'FGO', zh: 'FGO' }, genreCode: 500 });
    expect(ids(result)).toEqual([2, 5, 6]);
    // A name it claims is taken from the fandom that had it.
    const claimed = buildFandomTable([], [{ name: 'Fate', genreCode: 500, aliases: ['FGO', 'fate stay night'] }]);
    expect(find(rows, 'fate stay night', claimed).fandom?.names.en).toBe('Fate');
    expect(find(rows, 'fsn', claimed).fandom?.names.en).toBe('Fate/stay night');
    expect(ids(find(rows, 'fate stay night', claimed))).toEqual([2, 5, 6]);
  });
});
