import type { SearchIndex } from './build-index';
import type { Candidates } from './candidates';
import { scanReadings, scanText } from './chunks';
import { scoreExact, scoreFuzzy, scoreReading } from './match';
import type { WordPlan } from './query-words';
import { nextGeneration, type Scratch } from './scratch';

// Past this share of the catalogue, one scan of the concatenated chunks is cheaper than a search per
// remaining candidate.
const SCAN_SHARE = 1 / 8;

/**
 * Scores one word over the candidates and keeps those it matches (exactly, through readings or with a
 * typo), adding its score to their total. Returns the new candidate list, in `scratch.list`.
 */
export function matchWord(index: SearchIndex, plan: WordPlan, scratch: Scratch, candidates: Candidates): Candidates {
  const { entries } = index;
  const { scored, wordScore, alive, next, list, order, total } = scratch;
  const wordStamp = nextGeneration(scratch);
  const previous = candidates.everyRow ? 0 : candidates.stamp;
  const isCandidate = (slot: number): boolean => candidates.everyRow || alive[slot] === previous;
  let hits = 0;
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

  if (candidates.everyRow || candidates.count > entries.length * SCAN_SHARE) {
    scanText(index.chunks, plan.text, (slot, at) => {
      const entry = entries[slot];
      if (entry !== undefined && isCandidate(slot)) record(slot, scoreExact(entry, plan.text, at));
    });
    for (const reading of plan.readings) {
      scanReadings(index.chunks, reading, (slot) => {
        const entry = entries[slot];
        if (entry !== undefined && isCandidate(slot)) record(slot, scoreReading(entry, reading));
      });
    }
  } else {
    for (let i = 0; i < candidates.count; i++) {
      const slot = list[i] ?? 0;
      const entry = entries[slot];
      if (entry === undefined) continue;
      record(slot, scoreExact(entry, plan.text));
      for (const reading of plan.readings) record(slot, scoreReading(entry, reading));
    }
  }
  for (const [id, typos] of plan.fuzzy) {
    const slot = index.slotById.get(id);
    const entry = slot === undefined ? undefined : entries[slot];
    if (slot !== undefined && entry !== undefined && isCandidate(slot)) record(slot, scoreFuzzy(entry, typos));
  }

  const stamp = nextGeneration(scratch);
  for (let i = 0; i < hits; i++) {
    const slot = next[i] ?? 0;
    if (candidates.everyRow) {
      // Unfiltered rows were never listed: their sort position and total start here.
      order[slot] = entries[slot]?.firstOrder ?? 0;
      total[slot] = 0;
    }
    total[slot] = (total[slot] ?? 0) + (wordScore[slot] ?? 0);
    alive[slot] = stamp;
    list[i] = slot;
  }
  return { everyRow: false, stamp, count: hits };
}
