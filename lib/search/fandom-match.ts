import type { SearchIndex } from './build-index';
import type { Candidates } from './candidates';
import { fieldAt, type IndexEntry } from './entry';
import type { Fandom } from './fandoms';
import { slotOfItem } from './ngram-keys';
import { characterRange, pairRanges } from './ngram-postings';
import { exactScore, GENRE_MATCH, positionQuality } from './scoring';
import type { WordPass } from './word-pass';

// A fandom named in a query stands for every one of its names: a row matches when its name, a work
// title or its description holds any of them, or when it is in the fandom's genre. Its score is the best
// over all the names, so every written form of the fandom ranks the rows alike.

const isWordCode = (code: number): boolean => (code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39);

// Authors and readings are not where circles name what they write about: 東方 is a family name too,
// and a reading とうほう is as often 東邦.
const NAMING_FIELDS: readonly boolean[] = [true, false, false, false, true, false, true];

/** Best exact score of one name of the fandom in the row; a Latin name only as whole words (not "fgoods"). */
function nameScore(entry: IndexEntry, text: string): number {
  const source = entry.text;
  const latinStart = isWordCode(text.charCodeAt(0));
  const latinEnd = isWordCode(text.charCodeAt(text.length - 1));
  let best = 0;
  for (let at = source.indexOf(text); at >= 0; at = source.indexOf(text, at + 1)) {
    if (latinStart && isWordCode(source.charCodeAt(at - 1))) continue;
    if (latinEnd && isWordCode(source.charCodeAt(at + text.length))) continue;
    const field = fieldAt(entry, at);
    if (!NAMING_FIELDS[field]) continue;
    const score = exactScore(field, positionQuality(source, at, text.length));
    if (score > best) best = score;
  }
  return best;
}

/** The row's score for the fandom, 0 when the row neither names it nor is in its genre. */
export function scoreFandom(entry: IndexEntry, fandom: Fandom): number {
  let best = fandom.genreCode !== null && entry.genreCode === fandom.genreCode ? GENRE_MATCH : 0;
  for (const text of fandom.texts) {
    const score = nameScore(entry, text);
    if (score > best) best = score;
  }
  return best;
}

// Below this many candidates left by earlier words, checking each is cheaper than every name's postings.
const FEW_CANDIDATES = 512;

/** Records the candidates that match the fandom, with their scores when `scoring`. */
export function matchFandom(pass: WordPass, index: SearchIndex, fandom: Fandom, candidates: Candidates, scoring: boolean): void {
  const score = (entry: IndexEntry): number => (scoring ? scoreFandom(entry, fandom) : scoreFandom(entry, fandom) > 0 ? 1 : 0);
  if (!candidates.everyRow && candidates.count <= FEW_CANDIDATES) {
    pass.checkCandidates(candidates.count, score);
    return;
  }
  const { entries, columns } = index;
  const visit = (slot: number): void => {
    const entry = entries[slot];
    if (entry !== undefined && !pass.has(slot) && pass.accepts(slot)) pass.record(slot, score(entry));
  };
  if (fandom.genreCode !== null) {
    const { genre } = columns;
    for (let slot = 0; slot < entries.length; slot++) if (genre[slot] === fandom.genreCode) visit(slot);
  }
  for (const text of fandom.texts) {
    // Pairs across a space are not posted: the longest word of a name stands for it.
    const word = text.split(' ').reduce((longest, piece) => (piece.length > longest.length ? piece : longest), '');
    const ranges = word.length >= 2 ? pairRanges(index.postings, word) : [characterRange(index.postings, word.charCodeAt(0))];
    const rarest = ranges[0];
    if (rarest === undefined) continue;
    const stamp = pass.narrow(ranges);
    const { mark } = pass.scratch;
    const step = (item: number): void => {
      const slot = slotOfItem(item);
      if (stamp === 0 || mark[slot] === stamp) visit(slot);
    };
    for (let i = rarest.start; i < rarest.end; i++) step(rarest.array[i] ?? 0);
    for (const item of rarest.extra) step(item);
  }
}
