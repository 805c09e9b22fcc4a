import { FIELD_SEPARATOR } from './entry';
import { exactScore, FIELD_WEIGHTS, positionQuality, Quality } from './scoring';

// How characters and character pairs of the normalised text are keyed in the postings, and how a
// character posting carries its row's score for that character as a one-character query.

/** A 30-bit hash of two adjacent code units (a small integer key); collisions are checked later. */
export function pairKey(first: number, second: number): number {
  return ((first << 15) ^ second) & 0x3fffffff;
}

export const FIELD_BREAK = FIELD_SEPARATOR.charCodeAt(0);

/** Spaces and separators split words and fields; no query word contains one. */
export function isBreak(code: number): boolean {
  return code <= 0x20;
}

// A character posting is slot × 32 + score code, the score code being field × 4 + quality rank: read
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

/** The character posting for the code unit at `at` of `text`, which lies in `field`. */
export function characterItem(slot: number, text: string, at: number, field: number): number {
  return (slot << CODE_BITS) | (field * 4 + qualityRank(positionQuality(text, at, 1)));
}

export const slotOfItem = (item: number): number => item >> CODE_BITS;
export const scoreOfItem = (item: number): number => SCORES[item & CODE_MASK] ?? 0;
