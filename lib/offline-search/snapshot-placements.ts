import type { SearchPlacement } from '@/lib/search';

// A row's placements in the snapshot: `[orderStep, blockKey]` each, the step from the previous placement
// written (rows go in venue order, so the steps are small); the day and hall are parts of the order.

export type PlacementSteps = [orderStep: number, block: string][];

// The inverse of `placementOrder`: ((((day * 64 + hallRank) * 1024 + blockRank) * 1024 + space) * 2 + side.
const HALL_LETTERS = ['E', 'W', 'S'] as const;

export type PlacementParts = { day: number; hall: string; spaceNumber: number; side: 'a' | 'b' };

export function placementParts(order: number): PlacementParts {
  const side = order % 2 === 1 ? 'b' : 'a';
  const spaceNumber = Math.floor(order / 2) % 1024;
  const hallRank = Math.floor(order / (2 * 1024 * 1024)) % 64;
  const day = Math.floor(order / (2 * 1024 * 1024 * 64));
  const hall = `${HALL_LETTERS[Math.floor(hallRank / 16)] ?? 'S'}${(hallRank % 16) + 1}`;
  return { day, hall, spaceNumber, side };
}

/** Decodes rows' placements in order: each call continues from the previous call's last order. */
export function placementDecoder(): (steps: PlacementSteps | undefined) => SearchPlacement[] {
  let order = 0;
  return (steps) =>
    (steps ?? []).map(([step, block]): SearchPlacement => {
      order += step;
      const { day, hall } = placementParts(order);
      return { day, hall, block, order };
    });
}

/** Encodes rows' placements in order: each call continues from the previous call's last order. */
export function placementEncoder(): (placements: readonly SearchPlacement[]) => PlacementSteps {
  let previous = 0;
  return (placements) =>
    placements.map((placement): [number, string] => {
      const step = placement.order - previous;
      previous = placement.order;
      return [step, placement.block];
    });
}
