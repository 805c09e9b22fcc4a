import type { SearchableCircle, SearchQuery } from '@/lib/search';
import { normalizeText } from '@/lib/text/normalize';
import { romajiTypo, type RomajiTypo } from '@/lib/search/reading-typos';
import { findReading, foldedReading, readingKeys, type ReadingQuery } from '@/lib/text/romaji';

// The reference the index is checked against: the matching rules written as plainly as possible, one
// row and one field at a time, with no chunks, candidate lists, early exits or vocabulary (only a
// length check before the edit distance, which cannot change a result).

/** Optimal-string-alignment distance, the full table without any cut-off. */
function editDistance(a: string, b: string): number {
  const width = b.length + 1;
  const d = new Array<number>((a.length + 1) * width).fill(0);
  const at = (i: number, j: number): number => d[i * width + j] ?? 0;
  for (let i = 0; i <= a.length; i++) d[i * width] = i;
  for (let j = 0; j <= b.length; j++) d[j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, at(i - 2, j - 2) + 1);
      d[i * width + j] = value;
    }
  }
  return at(a.length, b.length);
}

type Normalised = { fields: string[]; readings: string[]; spaceless: string[]; latinWords: string[] };

// Normalising is the slow part of a brute-force scan; the forms themselves are what is under test.
const normalisedRows = new WeakMap<SearchableCircle, Normalised>();

function normalised(row: SearchableCircle): Normalised {
  let forms = normalisedRows.get(row);
  if (forms === undefined) {
    const workReadings = row.workReadings ?? [];
    // Translations are searched with the description, as the index's entry holds them (decision 042).
    const description = row.translatedText ? `${row.description} ${row.translatedText}` : row.description;
    const fields = [row.name, row.nameKana, row.author, row.authorKana, ...row.workTitles, ...workReadings, description];
    const latinSources = [row.name, row.author, ...row.workTitles].map(normalizeText);
    forms = {
      fields: fields.map(normalizeText),
      readings: [row.nameKana, row.authorKana, ...workReadings].map(foldedReading),
      spaceless: latinSources.filter((text) => text.includes(' ')).map((text) => text.replaceAll(' ', '')),
      latinWords: latinSources.flatMap((text) => text.match(/[a-z]+/g) ?? []),
    };
    normalisedRows.set(row, forms);
  }
  return forms;
}

/**
 * One edit from five letters (two from nine); from four when no name, author or title of the catalogue
 * has the word as it is typed; from three, one of several words typed, to a word of four letters.
 */
function typoMatches(forms: Normalised, word: string, inPhrase: boolean, catalogueWords: ReadonlySet<string>): boolean {
  if (!/^[a-z]{3,}$/.test(word)) return false;
  if (word.length === 4 && catalogueWords.has(word)) return false;
  if (word.length === 3 && !inPhrase) return false;
  const allowed = word.length < 9 ? 1 : 2;
  return forms.latinWords.some((token) => {
    if (token.length < 4 || Math.abs(token.length - word.length) > allowed) return false;
    const distance = editDistance(word, token);
    return distance >= 1 && distance <= allowed;
  });
}

/** `spaceless`: the word may also be looked for in readings and in fields without their spaces. */
type Word = { text: string; readings: ReadingQuery[]; spaceless: boolean; typos: boolean; inPhrase: boolean; romaji: RomajiTypo | null };

/** Every Latin word of four letters or more in names, authors and titles: what the typo rule asks. */
const catalogueWords = new WeakMap<readonly SearchableCircle[], Set<string>>();
function catalogueWordsOf(rows: readonly SearchableCircle[]): Set<string> {
  let words = catalogueWords.get(rows);
  if (words === undefined) {
    words = new Set(rows.flatMap((row) => normalised(row).latinWords.filter((token) => token.length >= 4)));
    catalogueWords.set(rows, words);
  }
  return words;
}

/** A name's or an author's whole folded reading within reach of romaji typed with a slip. */
function romajiTypoMatches(row: SearchableCircle, word: Word): boolean {
  const typo = word.romaji;
  if (typo === null) return false;
  const [name = '', author = ''] = normalised(row).readings;
  // The length check only saves time: more apart in length is more edits apart.
  return [name, author].some((reading) => reading.length >= 4 && Math.abs(reading.length - typo.folded.length) <= typo.limit && editDistance(typo.folded, reading) <= typo.limit);
}

// Below this many rows found otherwise, a single word (or several typed as one) is also looked for
// without spaces, and several words are also tried typed as one.
const FEW_HITS = 50;

function wordMatches(row: SearchableCircle, word: Word, catalogueWords: ReadonlySet<string>): boolean {
  const forms = normalised(row);
  if (forms.fields.some((field) => field.includes(word.text))) return true;
  if (word.readings.some((query) => forms.readings.some((reading) => findReading(reading, query) >= 0))) return true;
  return word.typos && typoMatches(forms, word.text, word.inPhrase, catalogueWords);
}

function spacelessMatches(row: SearchableCircle, word: Word): boolean {
  const forms = normalised(row);
  return word.spaceless && word.text.length >= 3 && [...forms.readings, ...forms.spaceless].some((form) => form.includes(word.text));
}

/**
 * Rows a word matches; when those are few, the rows it matches without spaces too; when still few, the
 * rows whose whole name or author reading the word, read as romaji, is within a slip of.
 */
function singleWordSearch(rows: readonly SearchableCircle[], word: Word, catalogueWords: ReadonlySet<string>): SearchableCircle[] {
  const found = rows.filter((row) => wordMatches(row, word, catalogueWords));
  if (found.length >= FEW_HITS) return found;
  const spaced = rows.filter((row) => wordMatches(row, word, catalogueWords) || spacelessMatches(row, word));
  if (spaced.length >= FEW_HITS) return spaced;
  return rows.filter((row) => wordMatches(row, word, catalogueWords) || spacelessMatches(row, word) || romajiTypoMatches(row, word));
}

/**
 * A keyword's words: split as typed, normalised, each with the reading queries of its typed form; and
 * for several words, all of them typed as one, which a row may match instead.
 */
function wordsOf(keyword: string): { words: Word[]; joined: Word | null } {
  const typedWords = keyword.split(/\s+/).filter((typed) => typed !== '');
  const words = typedWords.flatMap((typed) => {
    const pieces = normalizeText(typed).split(' ').filter((piece) => piece !== '');
    return pieces.map((text) => ({ text, readings: pieces.length === 1 ? readingKeys(typed) : [], spaceless: false, typos: true, inPhrase: typedWords.length > 1, romaji: romajiTypo(text) }));
  });
  const unique = words.filter((word, i) => words.findIndex((other) => other.text === word.text) === i);
  const only = unique[0];
  // Romaji readings ignore spaces already, so only words that are not romaji are looked for without them.
  if (unique.length === 1 && only !== undefined) return { words: [{ ...only, spaceless: true }], joined: null };
  const text = unique.map((word) => word.text).join('');
  const readings = readingKeys(typedWords.join(''));
  return { words: unique, joined: unique.length > 1 ? { text, readings, spaceless: true, typos: false, inPhrase: true, romaji: romajiTypo(text) } : null };
}

/** Venue position of the row under the query's placement filters, or null when it is filtered out. */
export function bruteForcePosition(row: SearchableCircle, query: SearchQuery): number | null {
  if (query.genres?.length && !query.genres.includes(row.genreCode)) return null;
  if (query.cashlessOnly && !row.cashless) return null;
  if (query.isBooth !== undefined && row.isBooth !== query.isBooth) return null;
  if (query.excludeAdult && row.isAdult) return null;
  if (query.ids !== undefined && ![...query.ids].includes(row.id)) return null;
  const positions = row.placements
    .filter((p) => !query.days?.length || query.days.includes(p.day))
    .filter((p) => !query.halls?.length || query.halls.includes(p.hall))
    .filter((p) => !query.blocks?.length || query.blocks.includes(p.block))
    .map((p) => p.order);
  const placementFiltered = Boolean(query.days?.length || query.halls?.length || query.blocks?.length);
  if (positions.length === 0) return placementFiltered ? null : Number.MAX_SAFE_INTEGER;
  return Math.min(...positions);
}

/** Ids of the rows the query must find, by brute force (threshold 0). */
export function bruteForceSearch(rows: readonly SearchableCircle[], query: SearchQuery): Set<number> {
  const found = new Set<number>();
  const { words, joined } = wordsOf(query.keyword ?? '');
  const admitted = rows.filter((row) => bruteForcePosition(row, query) !== null);
  const catalogueWords = catalogueWordsOf(rows);
  const [only] = words;
  if (words.length === 1 && only !== undefined) return new Set(singleWordSearch(admitted, only, catalogueWords).map((row) => row.id));
  for (const row of admitted) if (words.every((word) => wordMatches(row, word, catalogueWords))) found.add(row.id);
  if (joined !== null && (found.size < FEW_HITS || joined.readings.length > 0)) for (const row of singleWordSearch(admitted, joined, catalogueWords)) found.add(row.id);
  return found;
}
