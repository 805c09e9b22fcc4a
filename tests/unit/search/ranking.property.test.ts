import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { buildSearchIndex, searchIndex, type SearchableCircle } from '@/lib/search';
import { FIXED_CORPUS } from './fixed-corpus';

function row(id: number, fields: Partial<SearchableCircle>): SearchableCircle {
  return {
    id,
    wcid: id,
    isBooth: false,
    name: '',
    nameKana: '',
    author: '',
    authorKana: '',
    workTitles: [],
    description: '',
    genreCode: 0,
    cashless: false,
    isAdult: false,
    updatedAt: 0,
    placements: [{ day: 1, hall: 'E1', block: 'E:ア', order: id }],
    ...fields,
  };
}

const search = (rows: readonly SearchableCircle[], keyword: string) =>
  searchIndex(buildSearchIndex(rows), { keyword, sort: 'score', threshold: 0, offset: 0, limit: 50 }).hits;

const letters = (min: number, max: number) => fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), minLength: min, maxLength: max });

/** One edit as visitors make them: a wrong letter, a lost one, an extra one or two swapped. */
const typoOf = (word: string) =>
  fc.record({ at: fc.nat(word.length - 1), letter: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), kind: fc.constantFrom('substitute', 'delete', 'insert', 'transpose') }).map(({ at, letter, kind }) => {
    if (kind === 'substitute') return word.slice(0, at) + letter + word.slice(at + 1);
    if (kind === 'delete') return word.slice(0, at) + word.slice(at + 1);
    if (kind === 'insert') return word.slice(0, at) + letter + word.slice(at);
    return at + 1 < word.length ? word.slice(0, at) + word.charAt(at + 1) + word.charAt(at) + word.slice(at + 2) : word;
  });

describe('ranking properties', () => {
  test.prop([letters(5, 12).chain((word) => fc.tuple(fc.constant(word), typoOf(word)))])(
    'an exact name ranks above a name one typo away, which is still found',
    ([word, typo]) => {
      fc.pre(typo !== word && !typo.includes(word) && !word.includes(typo));
      const hits = search([row(1, { name: typo }), row(2, { name: word })], word);
      expect(hits[0]).toEqual({ id: 2, score: 1 });
      const variant = hits.find((hit) => hit.id === 1);
      expect(variant).toBeDefined();
      expect(variant?.score ?? 1).toBeLessThan(0.2);
    },
  );

  // Found by the property below: words that read as romaji skipped the spaceless pass, so a Latin name
  // that reads as romaji was never found typed as one word.
  test.prop([fc.constantFrom(['aaaaa', 'aaa'], ['hanami', 'sakura'], ['kokoro', 'nokori'])])('a Latin name that reads as romaji is found typed as one word', ([first, second]) => {
    const joined = search([row(1, { name: `${first} ${second}` })], first + second);
    expect(joined[0]?.id).toBe(1);
  });

  test.prop([letters(5, 8), letters(3, 8)])('a two-word name is found typed as one word, just below the same spacing', (first, second) => {
    const rows = [row(1, { name: `${first} ${second}` })];
    const spaced = search(rows, `${first} ${second}`);
    const joined = search(rows, first + second);
    expect(spaced[0]).toEqual({ id: 1, score: 1 });
    expect(joined[0]?.id).toBe(1);
    expect(joined[0]?.score ?? 1).toBeLessThan(1);
    expect(joined[0]?.score ?? 0).toBeGreaterThan(0.9);
  });

  // Found by the property above: a typed word repeated (`apply apply`) was asked once, so the whole
  // name typed exactly scored below the name typed without its space.
  test('a name of one word said twice, typed exactly, is a whole match', () => {
    expect(search([row(1, { name: 'love love' })], 'love love')[0]).toEqual({ id: 1, score: 1 });
  });

  test.prop([letters(3, 10)])('exact name > exact author > whole work title > description', (word) => {
    const rows = [row(1, { description: word }), row(2, { workTitles: [word] }), row(3, { author: word }), row(4, { name: word })];
    expect(search(rows, word).map((hit) => hit.id)).toEqual([4, 3, 2, 1]);
  });

  test.prop([letters(3, 8), letters(3, 8)])('a word starting the name ranks above the same letters inside a word', (word, filler) => {
    fc.pre(!filler.includes(word) && !word.includes(filler));
    const rows = [row(1, { name: `${filler}${word}` }), row(2, { name: `${word} ${filler}` })];
    const ids = search(rows, word).map((hit) => hit.id);
    expect(ids.slice(0, 2)).toEqual([2, 1]);
  });

  const index = buildSearchIndex(FIXED_CORPUS);
  test.prop([fc.string({ maxLength: 30 })])('keeps every score within 0..1', (keyword) => {
    for (const hit of searchIndex(index, { keyword, sort: 'score', threshold: 0, offset: 0, limit: 50 }).hits) {
      expect(hit.score).toBeGreaterThan(0);
      expect(hit.score).toBeLessThanOrEqual(1);
    }
  });
});
