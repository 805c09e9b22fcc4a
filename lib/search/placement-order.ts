export type PlacementOrderParts = {
  /** 1..7 */
  day: number;
  /** Rank of the hall in venue order, 0..63. */
  hallRank: number;
  /** The block's sort order, 0..1023. */
  blockRank: number;
  /** Space number, 0..1023. */
  spaceNumber: number;
  side: 'a' | 'b';
};

function checkRange(name: string, value: number, max: number): void {
  if (!Number.isInteger(value) || value < 0 || value > max) {
    throw new RangeError(`placementOrder: ${name} must be an integer in 0..${max}, got ${value}`);
  }
}

/**
 * One number that sorts placements by day, hall, block, space and side, so that the index sorts by a
 * single comparison. Stays below 2^31 for any valid input.
 */
export function placementOrder(parts: PlacementOrderParts): number {
  checkRange('day', parts.day, 7);
  checkRange('hallRank', parts.hallRank, 63);
  checkRange('blockRank', parts.blockRank, 1023);
  checkRange('spaceNumber', parts.spaceNumber, 1023);
  const side = parts.side === 'b' ? 1 : 0;
  return (((parts.day * 64 + parts.hallRank) * 1024 + parts.blockRank) * 1024 + parts.spaceNumber) * 2 + side;
}
