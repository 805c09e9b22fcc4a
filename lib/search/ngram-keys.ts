import { FIELD_SEPARATOR } from './entry';
import { exactScore, FIELD_WEIGHTS, positionQuality, Quality } from './scoring';

// How characters and character pairs of the normalised text are keyed in the postings, and how a
// posting carries its row's score for that character or pair as a one- or two-character query.

/** A 30-bit hash of two adjacent code units (a small integer key); collisions are checked later. */
export function pairKey(first: number, second: number): number {
  return ((first << 15) ^ second) & 0x3fffffff;
}

export const FIELD_BREAK = FIELD_SEPARATOR.charCodeAt(0);

/** Spaces and separators split words and fields; no query word contains one. */
export function isBreak(code: number): boolean {
  return code <= 0x20;
}

// A posting is slot × 32 + score code, the score code being field × 4 + quality rank: read
// back as the same score that scoreExact gives. Seven fields × four qualities fit in five bits.
const QUALITIES: readonly number[] = [Quality.exact, Quality.prefix, Quality.wordStart, Quality.substring];
const SCORES = FIELD_WEIGHTS.flatMap((_, field) => QUALITIES.map((quality) => exactScore(field, quality)));
const CODE_BITS = 5;
const CODE_MASK = (1 << CODE_BITS) - 1;

function qualityRank(quality: number): number {
  if (quality === Quality.exact) return 0;
  if (quality === Quality.prefix) return 1;
  return quality === Quality.wordStart ? 2 : 3;
}

export const slotOfItem = (item: number): number => item >> CODE_BITS;
export const scoreOfItem = (item: number): number => SCORES[item & CODE_MASK] ?? 0;

/** The posting for the `length` code units (one or two) at `at` of `text`, which lie in `field`. */
export function postingItem(slot: number, text: string, at: number, field: number, length: 1 | 2 = 1): number {
  return (slot << CODE_BITS) | (field * 4 + qualityRank(positionQuality(text, at, length)));
}

/**
 * Adds a row's posting to the end of a list filled row by row: a row met again (its item is the last
 * one, past `start`) keeps its best score. Returns the new end.
 */
export function addItem(items: Int32Array, start: number, end: number, item: number): number {
  const last = end > start ? (items[end - 1] ?? -1) : -1;
  if (last < 0 || slotOfItem(last) !== slotOfItem(item)) {
    items[end] = item;
    return end + 1;
  }
  if (scoreOfItem(item) > scoreOfItem(last)) items[end - 1] = item;
  return end;
}

