import { toHiragana, toKatakana, toRomaji } from 'wanakana';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, searchIndex, type SearchableCircle, type SearchIndex, type SearchQuery } from '@/lib/search';
import { bruteForcePosition, bruteForceSearch } from './brute-force';
import { createRandom, generateCircles } from './synthetic-corpus';

/** Every hit of a query, paging through the index 1000 at a time, in placement order. */
function allHits(index: SearchIndex, query: Omit<SearchQuery, 'sort' | 'threshold' | 'offset' | 'limit'>): number[] {
  const ids: number[] = [];
  for (let offset = 0; ; offset += 1000) {
    const page = searchIndex(index, { ...query, sort: 'placement', threshold: 0, offset, limit: 1000 });
    ids.push(...page.hits.map((hit) => hit.id));
    if (offset + 1000 >= page.total) {
      expect(ids.length).toBe(page.total);
      return ids;
    }
  }
}

function expectedInPlacementOrder(rows: readonly SearchableCircle[], query: SearchQuery): number[] {
  const found = bruteForceSearch(rows, query);
  return rows
    .filter((row) => found.has(row.id))
    .map((row) => ({ id: row.id, at: bruteForcePosition(row, query) ?? 0 }))
    .sort((a, b) => a.at - b.at || a.id - b.id)
    .map((row) => row.id);
}

type Random = () => number;

function pick<T>(random: Random, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)] as T;
}

function substringOf(random: Random, text: string): string {
  const chars = Array.from(text);
  const length = 1 + Math.floor(random() * 4);
  const start = Math.floor(random() * Math.max(1, chars.length - length + 1));
  return chars.slice(start, start + length).join('').trim();
}

function typo(random: Random, word: string): string {
  const at = 1 + Math.floor(random() * (word.length - 2));
  return word.slice(0, at) + (word[at + 1] ?? '') + (word[at] ?? '') + word.slice(at + 2);
}

/** A keyword someone could type about this row, in one of several ways. */
function keywordFor(random: Random, row: SearchableCircle): string {
  const fields = [row.name, row.nameKana, row.author, row.authorKana, ...row.workTitles, row.description].filter((f) => f !== '');
  const field = pick(random, fields);
  const roll = random();
  if (roll < 0.45) return substringOf(random, field);
  if (roll < 0.6) {
    const part = substringOf(random, field);
    return random() < 0.5 ? toKatakana(part) : toHiragana(part);
  }
  if (roll < 0.72 && row.nameKana !== '') return toRomaji(toHiragana(row.nameKana)).replace(/[^a-z]/g, '').slice(0, 3 + Math.floor(random() * 5));
  if (roll < 0.84) {
    const words = row.name.toLowerCase().match(/[a-z]{5,}/g) ?? [];
    if (words.length > 0) return typo(random, pick(random, words));
  }
  return `${substringOf(random, field)} ${substringOf(random, pick(random, fields))}`;
}

function filtersFor(random: Random, row: SearchableCircle): Partial<SearchQuery> {
  const roll = random();
  const placement = row.placements[0];
  if (roll < 0.1 && placement !== undefined) return { days: [placement.day] };
  if (roll < 0.2 && placement !== undefined) return { halls: [placement.hall], blocks: [placement.block, 'E:ア'] };
  if (roll < 0.3) return { genres: [row.genreCode, 111], cashlessOnly: random() < 0.5 };
  if (roll < 0.35) return { isBooth: row.isBooth, excludeAdult: true };
  return {};
}

describe('the index finds exactly what a brute-force scan over the normalised fields finds', () => {
  const rows = generateCircles({ circles: 3000, booths: 30, seed: 11 });
  const index = buildSearchIndex(rows);

  it('for 400 keywords taken from the catalogue, with and without filters', () => {
    const random = createRandom(5);
    let nonEmpty = 0;
    for (let n = 0; n < 400; n++) {
      const row = pick(random, rows);
      const keyword = keywordFor(random, row);
      if (keyword === '') continue;
      const query: SearchQuery = { keyword, ...filtersFor(random, row), sort: 'placement', threshold: 0, offset: 0, limit: 0 };
      const expected = expectedInPlacementOrder(rows, query);
      expect(allHits(index, query), JSON.stringify(query)).toEqual(expected);
      if (expected.length > 0) nonEmpty++;
    }
    // The sample must exercise real matches, not agree on empty results.
    expect(nonEmpty).toBeGreaterThan(300);
  });

  it('for every single kana and a few kanji, where hits are most numerous', () => {
    for (const keyword of ['あ', 'か', 'の', 'ん', 'ラ', '会', '東', '漫']) {
      const query: SearchQuery = { keyword, sort: 'placement', threshold: 0, offset: 0, limit: 0 };
      expect(allHits(index, query), keyword).toEqual(expectedInPlacementOrder(rows, query));
    }
  });
});

describe('scores', () => {
  const rows = generateCircles({ circles: 3000, booths: 30, seed: 13 });
  const index = buildSearchIndex(rows);

  it('do not depend on the sort: every hit scores the same whether sorted by score or by placement', () => {
    // Sorted by score, every hit is scored during the search (one-character words from lists built
    // with the index); sorted by placement, only the page is, from scratch.
    for (const keyword of ['の', 'か', 'ア', '会', 'a', 'e', 'か の', 'dragon', 'drgaon', 'toho', 'とうほう', '研究会']) {
      const base = { keyword, threshold: 0, offset: 0, limit: 1000 };
      const byScore = new Map(searchIndex(index, { ...base, sort: 'score' }).hits.map((hit) => [hit.id, hit.score]));
      const byPlacement = searchIndex(index, { ...base, sort: 'placement' }).hits;
      expect(byPlacement.length, keyword).toBeGreaterThan(0);
      for (const hit of byPlacement) {
        if (byScore.has(hit.id)) expect(byScore.get(hit.id), `${keyword} #${hit.id}`).toBe(hit.score);
      }
    }
  });
});

describe('at full scale (28k rows)', () => {
  const rows = generateCircles({ circles: 28_000, seed: 3 });
  const index = buildSearchIndex(rows);

  it('matches the brute force for one-character queries hitting thousands of rows', () => {
    for (const keyword of ['と', 'ア', '方']) {
      const query: SearchQuery = { keyword, sort: 'placement', threshold: 0, offset: 0, limit: 0 };
      const expected = expectedInPlacementOrder(rows, query);
      expect(expected.length).toBeGreaterThan(1000);
      expect(allHits(index, query), keyword).toEqual(expected);
    }
  });
});
