import type { SearchIndex } from './build-index';
import type { Candidates } from './candidates';
import { Flag } from './columns';
import type { IndexEntry } from './entry';
import { admit } from './filter';
import { slotOfItem } from './ngram-keys';
import { rangeLength, type PostingRange } from './ngram-postings';
import { nextGeneration, type Scratch } from './scratch';

// A further pair list is used to narrow the rarest one only while it is at most this many times
// longer: marking its slots must cost less than checking the rows it rules out.
const NARROWING_RATIO = 8;

/** One word pass over the scratch arrays. Hot: a one-character word can visit half the catalogue. */
export class WordPass {
  private readonly wordStamp: number;
  private readonly rejected: number;
  hits = 0;

  constructor(
    private readonly index: SearchIndex,
    readonly scratch: Scratch,
    private readonly candidates: Candidates,
  ) {
    this.wordStamp = nextGeneration(scratch);
    this.rejected = nextGeneration(scratch);
  }

  /**
   * Whether a row the word was found in is a candidate. On the first word this is where the filters
   * run, once per row and only for rows containing the word.
   */
  accepts(slot: number): boolean {
    const { candidates, scratch } = this;
    if (!candidates.everyRow) return scratch.alive[slot] === candidates.stamp;
    if (scratch.scored[slot] === this.wordStamp) return true;
    if (scratch.alive[slot] === this.rejected) return false;
    const position = this.positionOf(slot);
    if (position < 0) {
      scratch.alive[slot] = this.rejected;
      return false;
    }
    scratch.order[slot] = position;
    scratch.total[slot] = 0;
    return true;
  }

  /** The row's venue position under the first word's filter, or -1 when it is filtered out or dead. */
  private positionOf(slot: number): number {
    const { columns } = this.index;
    const filter = this.candidates.everyRow ? this.candidates.filter : null;
    if (filter !== null) return admit(columns, slot, filter);
    if (((columns.flags[slot] ?? Flag.dead) & Flag.dead) !== 0) return -1;
    return columns.firstOrder[slot] ?? 0;
  }

  /** Whether the row was already recorded for this word. */
  has(slot: number): boolean {
    return this.scratch.scored[slot] === this.wordStamp;
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

  /** Records `score(entry)` for each listed candidate. */
  checkCandidates(count: number, score: (entry: IndexEntry) => number): void {
    const { list } = this.scratch;
    for (let i = 0; i < count; i++) {
      const slot = list[i] ?? 0;
      const entry = this.index.entries[slot];
      if (entry !== undefined) this.record(slot, score(entry));
    }
  }

  /**
   * Marks the slots present in the next shortest pair lists too, while that is cheap; returns the
   * stamp a slot of the shortest list must carry, or 0 when nothing was marked.
   */
  narrow(ranges: readonly PostingRange[]): number {
    const { mark } = this.scratch;
    const shortest = ranges[0] === undefined ? 0 : rangeLength(ranges[0]);
    let stamp = 0;
    for (let k = 1; k < ranges.length; k++) {
      const range = ranges[k];
      if (range === undefined || rangeLength(range) > shortest * NARROWING_RATIO) break;
      const next = nextGeneration(this.scratch);
      const step = (item: number): void => {
        const slot = slotOfItem(item);
        if (stamp === 0 || mark[slot] === stamp) mark[slot] = next;
      };
      for (let i = range.start; i < range.end; i++) step(range.array[i] ?? 0);
      for (const item of range.extra) step(item);
      stamp = next;
    }
    return stamp;
  }
}
