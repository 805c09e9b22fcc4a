import type { SearchIndex } from './build-index';
import type { Candidates } from './candidates';
import type { IndexEntry } from './entry';
import { admit } from './filter';
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
    const { candidates, scratch, index } = this;
    if (!candidates.everyRow) return scratch.alive[slot] === candidates.stamp;
    if (scratch.scored[slot] === this.wordStamp) return true;
    if (scratch.alive[slot] === this.rejected) return false;
    const { filter } = candidates;
    const position = filter === null ? (index.columns.firstOrder[slot] ?? 0) : admit(index.columns, slot, index.entries, filter);
    if (position < 0) {
      scratch.alive[slot] = this.rejected;
      return false;
    }
    scratch.order[slot] = position;
    scratch.total[slot] = 0;
    return true;
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
  narrow(lists: readonly (readonly number[])[]): number {
    const { mark } = this.scratch;
    const shortest = lists[0]?.length ?? 0;
    let stamp = 0;
    for (let k = 1; k < Math.min(lists.length, 3); k++) {
      const list = lists[k] ?? [];
      if (list.length > shortest * NARROWING_RATIO) break;
      const next = nextGeneration(this.scratch);
      for (const slot of list) if (stamp === 0 || mark[slot] === stamp) mark[slot] = next;
      stamp = next;
    }
    return stamp;
  }
}
