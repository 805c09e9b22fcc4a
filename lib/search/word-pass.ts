import type { SearchIndex } from './build-index';
import type { Candidates } from './candidates';
import { scanReadings } from './chunks';
import type { IndexEntry } from './entry';
import { admit } from './filter';
import { scoreExact, scoreFuzzy, scoreReading } from './match';
import { rowsThatMayContain } from './ngram-postings';
import type { WordPlan } from './query-words';
import { nextGeneration, type Scratch } from './scratch';

/**
 * Keeps the candidates one word matches (exactly, through readings or with a typo) and, when `scoring`,
 * adds the word's score to their total. Returns the new candidate list, in `scratch.list`.
 */
export function matchWord(
  index: SearchIndex,
  plan: WordPlan,
  scratch: Scratch,
  candidates: Candidates,
  scoring: boolean,
): Candidates {
  const { entries } = index;
  const { scored, wordScore, alive, next, list, order, total } = scratch;
  const wordStamp = nextGeneration(scratch);
  const rejected = nextGeneration(scratch);
  let hits = 0;

  // Whether a row the word was found in is a candidate; on the first word this is where the filters
  // run, once per row and only for rows containing the word.
  const accepts = (slot: number, entry: IndexEntry): boolean => {
    if (!candidates.everyRow) return alive[slot] === candidates.stamp;
    if (scored[slot] === wordStamp) return true;
    if (alive[slot] === rejected) return false;
    const position = candidates.filter === null ? entry.firstOrder : admit(entry, candidates.filter);
    if (position < 0) {
      alive[slot] = rejected;
      return false;
    }
    order[slot] = position;
    total[slot] = 0;
    return true;
  };
  const record = (slot: number, score: number): void => {
    if (score <= 0) return;
    if (scored[slot] !== wordStamp) {
      scored[slot] = wordStamp;
      wordScore[slot] = score;
      next[hits++] = slot;
    } else if (score > (wordScore[slot] ?? 0)) {
      wordScore[slot] = score;
    }
  };

  // Without scoring, presence is enough: a one-character word's list is exactly the rows holding it.
  const { text } = plan;
  const exact = (entry: IndexEntry): number => {
    if (scoring) return scoreExact(entry, text);
    return entry.text.includes(text) ? 1 : 0;
  };
  // Rows to check for the word itself: those holding its rarest character pair, or the remaining
  // candidates when there are fewer of them.
  const mayContain = rowsThatMayContain(index.postings, text);
  if (candidates.everyRow || candidates.count > mayContain.length) {
    const listed = !scoring && text.length === 1;
    for (const entry of mayContain) {
      if (accepts(entry.slot, entry)) record(entry.slot, listed ? 1 : exact(entry));
    }
  } else {
    for (let i = 0; i < candidates.count; i++) {
      const slot = list[i] ?? 0;
      const entry = entries[slot];
      if (entry !== undefined) record(slot, exact(entry));
    }
  }
  for (const reading of plan.readings) {
    // Readings are short: scanning them all is cheap, checking a few candidates cheaper still.
    if (candidates.everyRow || candidates.count > entries.length / 8) {
      scanReadings(index.chunks, reading, (slot) => {
        const entry = entries[slot];
        if (entry !== undefined && accepts(slot, entry)) record(slot, scoreReading(entry, reading));
      });
    } else {
      for (let i = 0; i < candidates.count; i++) {
        const slot = list[i] ?? 0;
        const entry = entries[slot];
        if (entry !== undefined) record(slot, scoreReading(entry, reading));
      }
    }
  }
  for (const [id, typos] of plan.fuzzy) {
    const slot = index.slotById.get(id);
    const entry = slot === undefined ? undefined : entries[slot];
    if (slot !== undefined && entry !== undefined && accepts(slot, entry)) record(slot, scoreFuzzy(entry, typos));
  }

  const stamp = nextGeneration(scratch);
  for (let i = 0; i < hits; i++) {
    const slot = next[i] ?? 0;
    total[slot] = (total[slot] ?? 0) + (wordScore[slot] ?? 0);
    alive[slot] = stamp;
    list[i] = slot;
  }
  return { everyRow: false, stamp, count: hits };
}
