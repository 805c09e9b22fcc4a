import { describe, expect, it } from 'vitest';
import { buildSearchIndex, searchIndex, type SearchQuery } from '@/lib/search';
import { FIXED_CORPUS } from './fixed-corpus';

const index = buildSearchIndex(FIXED_CORPUS);

function search(keyword: string, extra: Partial<SearchQuery> = {}) {
  return searchIndex(index, { keyword, sort: 'score', threshold: 0, offset: 0, limit: 50, ...extra });
}

const ids = (keyword: string, extra: Partial<SearchQuery> = {}): number[] => search(keyword, extra).hits.map((hit) => hit.id);

describe('relevance on a fixed catalogue', () => {
  it.each([
    ['kanji name', '東方', 1],
    ['one kanji', '猫', 9],
    ['hiragana query, katakana reading', 'げんそう', 1],
    ['katakana query, hiragana reading', 'シンカイ', 3],
    ['hiragana query, katakana name', 'がんだむ', 8],
    ['voiced marks folded', 'カンタム', 8],
    ['full-width Latin query', 'ＤＲＡＧＯＮ', 4],
    ['half-width query, full-width data', 'pixel', 12],
    ['romaji against a reading', 'shinkai', 3],
    ['romaji with a long vowel', 'kyou', 9],
    ['romaji without long vowels', 'kyo', 9],
    ['romaji for a name with ん before a vowel', 'shinichi', 1],
    ['romaji for a sokuon', 'kitchin', 15],
    ['romaji, n/nn spellings', 'konichiha', 14],
    ['English, case-insensitive', 'silver', 5],
    ['English with a transposition', 'Sliver', 5],
    ['English with a missing letter', 'Cristal', 10],
    ['long English word with two typos', 'Midnigth Lanturn', 4],
    ['simplified query, traditional data', '漫画研究会', 6],
    ['traditional query, simplified data', '動漫愛好會', 7],
    ['author (kanji)', '佐藤', 1],
    ['author (Latin)', 'carter', 4],
    ['author reading in romaji', 'hanako', 11],
    ['work title (kana)', 'めぐり', 1],
    ['work title (Latin)', 'clockwork', 5],
    ['work title (Chinese, other form)', '银河画集', 6],
    ['description', '周边', 6],
    ['two words, both required', 'dragon artbook', 4],
  ])('%s: %s → #%i first', (_label, keyword, expected) => {
    expect(ids(keyword)[0]).toBe(expected);
  });

  it('finds every spelling of とうほう, below an exact word', () => {
    for (const keyword of ['touhou', 'tohou', 'toho', 'Tōhō', 'TOUHOU', 'とうほう', 'トーホー']) {
      const found = ids(keyword);
      expect(found.indexOf(1), keyword).toBeGreaterThanOrEqual(0);
      expect(found.indexOf(2), keyword).toBeGreaterThanOrEqual(0);
    }
    // The English description "Touhou fan comics" holds the word itself, an exact match, which ranks
    // above the readings (a part of a reading stays in the reading tier even when typed in full).
    expect(ids('touhou')).toEqual([13, 1, 2]);
    expect(ids('トーホー')).toEqual([2, 1]);
    expect(ids('とうほうげんそうけんきゅうかい')[0]).toBe(1);
    expect(search('touhougensoukenkyuukai').hits[0]).toEqual({ id: 1, score: 0.98 });
  });

  it('weights name over reading over author over work titles over description', () => {
    expect(ids('東方')).toEqual([1, 11]);
    const [name, work] = search('東方').hits;
    expect(name?.score).toBeGreaterThan(work?.score ?? 1);
    expect(search('月光').hits[0]).toEqual({ id: 13, score: 1 });
  });

  it('requires every word to match', () => {
    expect(ids('dragon artbook')).toEqual([4]);
    expect(ids('dragon 東方')).toEqual([]);
    // The booth is named ドラゴン…; Dragon Lab is only read that way.
    expect(ids('ドラゴン')).toEqual([16, 4]);
  });

  it('gives typo tolerance to Latin words from four letters, a four-letter word only when no row has it as typed', () => {
    expect(ids('Drgon')).toEqual([4]);
    expect(ids('Lbs')).toEqual([]);
    expect(ids('comit')).toEqual([5]);
    expect(ids('comt')).toEqual([5]);
    // Grace is a word of the catalogue: typed right, it is not also taken for a slip of another word.
    expect(ids('grace')).toEqual([10]);
    expect(ids('lab')).toEqual([4]);
  });

  it('takes a three-letter word for a four-letter one only beside other words', () => {
    expect(ids('jonas prk')).toEqual([12]);
    expect(ids('prk')).toEqual([]);
  });

  it('does not match across fields or rows', () => {
    expect(ids('labalice')).toEqual([]);
    expect(ids('labcarter')).toEqual([]);
  });

  it('matches a name with or without its spaces, the same spacing first', () => {
    expect(ids('dragonlab')).toEqual([4]);
    expect(ids('Dragon Lab')).toEqual([4]);
    expect(search('Dragon Lab').hits[0]?.score).toBe(1);
    expect(search('dragonlab').hits[0]?.score).toBeLessThan(1);
    expect(ids('silvercomet')[0]).toBe(5);
    expect(ids('とー ほー')).toContain(2);
  });

  it('keeps scores in 0..1 with 1 for an exact name', () => {
    for (const keyword of ['東方', 'touhou', 'の', 'silver comet', 'Sliver']) {
      for (const hit of search(keyword).hits) {
        expect(hit.score).toBeGreaterThan(0);
        expect(hit.score).toBeLessThanOrEqual(1);
      }
    }
    expect(search('Silver Comet').hits[0]).toEqual({ id: 5, score: 1 });
  });
});

describe('threshold', () => {
  it('drops hits below it, from loose to strict', () => {
    let previous = Infinity;
    for (const threshold of [0, 0.2, 0.4, 0.6, 0.8, 1]) {
      const result = search('東方', { threshold });
      expect(result.total).toBeLessThanOrEqual(previous);
      for (const hit of result.hits) expect(hit.score).toBeGreaterThanOrEqual(threshold);
      previous = result.total;
    }
    expect(search('東方', { threshold: 0 }).total).toBe(2);
    expect(ids('東方', { threshold: 0.8 })).toEqual([1]);
    expect(ids('月光', { threshold: 1 })).toEqual([13]);
    expect(ids('東方', { threshold: 1 })).toEqual([]);
  });

  it('keeps a hit whose score equals the threshold', () => {
    const [hit] = search('東方').hits;
    expect(ids('東方', { threshold: hit?.score ?? 0 })).toContain(hit?.id);
  });

  it('does not apply without a keyword', () => {
    const result = searchIndex(index, { sort: 'placement', threshold: 1, offset: 0, limit: 50 });
    expect(result.total).toBe(FIXED_CORPUS.length);
    expect(result.hits.every((hit) => hit.score === 1)).toBe(true);
  });
});
