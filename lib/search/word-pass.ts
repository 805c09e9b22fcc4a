import type { SearchIndex } from './build-index';
import type { Candidates } from './candidates';
import { scanReadings } from './chunks';
import type { IndexEntry } from './entry';
import { admit } from './filter';
import { scoreExact, scoreFuzzy, scoreReading } from './match';
import { characterItems, pairCandidates, scoreOfItem, slotOfItem } from './ngram-postings';
import type { WordPlan } from './query-words';
import { nextGeneration, type Scratch } from './scratch';

/** One word pass over the scratch arrays. Hot: a one-character word can visit half the catalogue. */
class WordPass {
  private readonly wordStamp: number;
  private readonly rejected: number;
  hits = 0;

  constructor(
    private readonly scratch: Scratch,
    private readonly candidates: Candidates,
  ) {
    this.wordStamp = nextGeneration(scratch);
    this.rejected = nextGeneration(scratch);
  }

  /**
   * Whether a row the word was found in is a candidate. On the first word this is where the filters
   * run, once per row and only for rows containing the word.
   */
  accepts(slot: number, entry: IndexEntry): boolean {
    const { candidates, scratch } = this;
    if (!candidates.everyRow) return scratch.alive[slot] === candidates.stamp;
    if (scratch.scored[slot] === this.wordStamp) return true;
    if (scratch.alive[slot] === this.rejected) return false;
    const position = candidates.filter === null ? entry.firstOrder : admit(entry, candidates.filter);
    if (position < 0) {
      scratch.alive[slot] = this.rejected;
      return false;
    }
    scratch.order[slot] = position;
    scratch.total[slot] = 0;
    return true;
  }

  /** Records `score(entry)` for each listed candidate. */
  checkCandidates(entries: readonly IndexEntry[], count: number, score: (entry: IndexEntry) => number): void {
    const { list } = this.scratch;
    for (let i = 0; i < count; i++) {
      const slot = list[i] ?? 0;
      const entry = entries[slot];
      if (entry !== undefined) this.record(slot, score(entry));
    }
  }

  record(slot: number, score: number): void {
    if (score <= 0) return;
    const { scratch } = this;
    if (scratch.scored[slot] !== this.wordStamp) {
      scratch.scored[slot] = this.wordStamp;
      scratch.wordScore[slot] = score;
      scratch.next[this.hits++] = slot;
    } else if (score > (scratch.wordScore[slot] ?? 0)) {
      scratch.wordScore[slot] = score;
    }
  }
}

function presence(entry: IndexEntry, text: string): number {
  return entry.text.includes(text) ? 1 : 0;
}

/**
 * Keeps the candidates one word matches (exactly, through readings or with a typo) and, when `scoring`,
 * adds the word's score to their total; without scoring, finding the word is enough. Returns the new
 * candidate list, in `scratch.list`.
 */
export function matchWord(
  index: SearchIndex,
  plan: WordPlan,
  scratch: Scratch,
  candidates: Candidates,
  scoring: boolean,
): Candidates {
  const { entries } = index;
  const { text } = plan;
  const pass = new WordPass(scratch, candidates);
  const exact = scoring ? scoreExact : presence;

  // Rows to check for the word itself: those holding its rarest character pair, or the remaining
  // candidates when there are fewer of them. A one-character word's list is exactly the rows holding
  // it, with their scores: nothing to check.
  const oneCharacter = text.length === 1;
  const listed = oneCharacter ? characterItems(index.postings, text.charCodeAt(0)) : pairCandidates(index.postings, text);
  if (candidates.everyRow || candidates.count > listed.length) {
    for (const value of listed) {
      const slot = oneCharacter ? slotOfItem(value) : value;
      const entry = entries[slot];
      if (entry === undefined || !pass.accepts(slot, entry)) continue;
      pass.record(slot, !oneCharacter ? exact(entry, text) : scoring ? scoreOfItem(value) : 1);
    }
  } else {
    pass.checkCandidates(entries, candidates.count, (entry) => exact(entry, text));
  }

  for (const reading of plan.readings) {
    // Readings are short: scanning them all is cheap, checking a few candidates cheaper still.
    if (candidates.everyRow || candidates.count > entries.length / 8) {
      scanReadings(index.chunks, reading, (slot) => {
        const entry = entries[slot];
        if (entry !== undefined && pass.accepts(slot, entry)) pass.record(slot, scoreReading(entry, reading));
      });
    } else {
      pass.checkCandidates(entries, candidates.count, (entry) => scoreReading(entry, reading));
    }
  }

  for (const [id, typos] of plan.fuzzy) {
    const slot = index.slotById.get(id);
    const entry = slot === undefined ? undefined : entries[slot];
    if (slot !== undefined && entry !== undefined && pass.accepts(slot, entry)) pass.record(slot, scoreFuzzy(entry, typos));
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
