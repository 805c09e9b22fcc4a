/**
 * Per-query working arrays indexed by slot, reused across queries (searching is synchronous, so they
 * are never shared by two queries). Membership is "stamp === generation" so nothing is cleared between
 * queries or words.
 */
export type Scratch = {
  generation: number;
  /** Stamp of the candidate set a slot belongs to. */
  alive: Int32Array;
  /** Stamp of the word pass that last scored a slot. */
  scored: Int32Array;
  wordScore: Float64Array;
  /** Sum of word scores so far, then the final 0..1 score. */
  total: Float64Array;
  /** Sort position in venue order of the placement that passed the filters. */
  order: Float64Array;
  /** Stamp of the narrowing step that last let a slot through (rows holding several pairs). */
  mark: Int32Array;
  /** Compact lists of slots: the current candidates and the next ones. */
  list: Int32Array;
  next: Int32Array;
};

export function createScratch(capacity: number): Scratch {
  return {
    generation: 0,
    alive: new Int32Array(capacity),
    scored: new Int32Array(capacity),
    mark: new Int32Array(capacity),
    wordScore: new Float64Array(capacity),
    total: new Float64Array(capacity),
    order: new Float64Array(capacity),
    list: new Int32Array(capacity),
    next: new Int32Array(capacity),
  };
}

/** The scratch arrays, replaced by larger ones when the index has outgrown them. */
export function ensureCapacity(scratch: Scratch, size: number): Scratch {
  if (scratch.alive.length >= size) return scratch;
  return createScratch(Math.ceil(size * 1.25) + 16);
}

/** Called before each query: long before stamps overflow, clears them (a query uses a few dozen). */
export function beginQuery(scratch: Scratch): void {
  if (scratch.generation < 0x7000_0000) return;
  scratch.alive.fill(0);
  scratch.scored.fill(0);
  scratch.mark.fill(0);
  scratch.generation = 0;
}

/** A stamp no slot carries yet. */
export function nextGeneration(scratch: Scratch): number {
  scratch.generation += 1;
  return scratch.generation;
}
