import type { SearchIndex } from './build-index';
import type { Candidates } from './candidates';
import type { IndexEntry } from './entry';
import { matchFandom } from './fandom-match';
import { readingTypoRows, scoreReadingTypo } from './reading-typos';
import { scoreExact, scoreFuzzy, scoreReading } from './match';
import { scoreOfItem, slotOfItem } from './ngram-keys';
import { characterRange, exactPairRange, pairRanges, rangeLength } from './ngram-postings';
import { FEW_HITS, type WordPlan } from './query-words';
import type { ReadingQuery } from '@/lib/text/romaji';
import { findReadingRows } from './reading-postings';
import { nextGeneration } from './scratch';
import { WordPass } from './word-pass';

function presence(entry: IndexEntry, text: string): number {
  return entry.text.includes(text) ? 1 : 0;
}

/** Finds the word itself: from the index's character or pair lists, or among the candidates. */
function matchText(pass: WordPass, index: SearchIndex, text: string, candidates: Candidates, scoring: boolean): void {
  const exact = scoring ? scoreExact : presence;
  // A one- or two-character word's list is exactly the rows holding it, with their scores: nothing to
  // check but the pair lists' rows added since the build.
  const listed = text.length === 1 ? characterRange(index.postings, text.charCodeAt(0)) : text.length === 2 ? exactPairRange(index.postings, text) : null;
  if (listed !== null) {
    if (!candidates.everyRow && candidates.count <= rangeLength(listed)) {
      pass.checkCandidates(candidates.count, (entry) => exact(entry, text));
      return;
    }
    for (let i = listed.start; i < listed.end; i++) {
      const item = listed.array[i] ?? 0;
      const slot = slotOfItem(item);
      if (pass.accepts(slot)) pass.record(slot, scoring ? scoreOfItem(item) : 1);
    }
    for (const item of listed.extra) {
      const slot = slotOfItem(item);
      const entry = index.entries[slot];
      if (entry === undefined || !pass.accepts(slot)) continue;
      pass.record(slot, text.length === 1 ? (scoring ? scoreOfItem(item) : 1) : exact(entry, text));
    }
    return;
  }
  const ranges = pairRanges(index.postings, text);
  const rarest = ranges[0];
  if (rarest === undefined) return;
  if (!candidates.everyRow && candidates.count <= rangeLength(rarest)) {
    pass.checkCandidates(candidates.count, (entry) => exact(entry, text));
    return;
  }
  // Rows holding the rarest pair (and the next ones), then checked against the whole text: pairs
  // need not be adjacent in a row, and their keys are hashed.
  const stamp = pass.narrow(ranges);
  const { mark } = pass.scratch;
  const step = (item: number): void => {
    const slot = slotOfItem(item);
    if (stamp !== 0 && mark[slot] !== stamp) return;
    const entry = index.entries[slot];
    if (entry !== undefined && pass.accepts(slot)) pass.record(slot, exact(entry, text));
  };
  for (let i = rarest.start; i < rarest.end; i++) step(rarest.array[i] ?? 0);
  for (const item of rarest.extra) step(item);
}

/**
 * Keeps the candidates one word matches (exactly, through readings or with a typo) and, when `scoring`,
 * adds the word's score to their total; without scoring, finding the word is enough. Returns the new
 * candidate list, in `scratch.list`.
 */
export function matchWord(index: SearchIndex, plan: WordPlan, candidates: Candidates, scoring: boolean): Candidates {
  const { entries, scratch } = index;
  const pass = new WordPass(index, scratch, candidates);
  if (plan.fandom !== null) matchFandom(pass, index, plan.fandom, candidates, scoring);
  else matchText(pass, index, plan.text, candidates, scoring);

  const matchReading = (reading: ReadingQuery): void => {
    // From the reading postings, unless the candidates are fewer than the rows holding the stem.
    if (candidates.everyRow || candidates.count > entries.length / 8) {
      const admits = (slot: number): boolean => pass.accepts(slot);
      findReadingRows(index.readingPostings, entries, reading, scratch.mark, () => nextGeneration(scratch), admits, (slot, entry, known, at) => {
        // Any match scores above 0; unscored, finding the row is enough.
        pass.record(slot, scoring ? (known >= 0 ? known : scoreReading(entry, reading, at)) : 1);
      });
    } else {
      pass.checkCandidates(candidates.count, (entry) => scoreReading(entry, reading));
    }
  };
  plan.readings.forEach(matchReading);

  for (const [id, typos] of plan.fuzzy) {
    const slot = index.slotById.get(id);
    const entry = slot === undefined ? undefined : entries[slot];
    if (slot !== undefined && entry !== undefined && pass.accepts(slot)) pass.record(slot, scoreFuzzy(entry, typos));
  }
  if (plan.spaceless !== null) {
    // Dropped from the plan when not tried, so that scoring a page later agrees with this pass.
    if (pass.hits < FEW_HITS) matchReading(plan.spaceless);
    else plan.spaceless = null;
  }
  if (plan.romaji !== null) {
    const typo = plan.romaji;
    if (pass.hits < FEW_HITS) {
      readingTypoRows(index.readingVocabulary, typo, (id) => {
        const slot = index.slotById.get(id);
        const entry = slot === undefined ? undefined : entries[slot];
        if (slot !== undefined && entry !== undefined && pass.accepts(slot)) pass.record(slot, scoring ? scoreReadingTypo(entry, typo) : 1);
      });
    } else plan.romaji = null;
  }

  const { next, alive, total, wordScore, list } = scratch;
  const stamp = nextGeneration(scratch);
  for (let i = 0; i < pass.hits; i++) {
    const slot = next[i] ?? 0;
    total[slot] = (total[slot] ?? 0) + (wordScore[slot] ?? 0);
    alive[slot] = stamp;
    list[i] = slot;
  }
  return { everyRow: false, stamp, count: pass.hits };
}
