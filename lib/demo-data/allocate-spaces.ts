import type { FloorPlan } from '@/lib/demo-data/floor-plan';
import type { GenreSpec } from '@/lib/demo-data/genres';
import type { Random } from '@/lib/demo-data/random';

/** A circle's one or two half desks (indices into the floor plan's slots) on one day. */
export type PlacedCircle = { dayIndex: number; genreIndex: number; slots: readonly number[] };

/** Share of circles with two spaces, as in the real catalogue. */
export const TWO_SPACE_SHARE = 0.08;
// Wall circles are the big ones; half of them get a whole desk, which leaves islands a lower rate.
const WALL_TWO_SPACE_RATE = 0.5;

/**
 * Deals the genres out to the days so that each day is about as full as the others, the biggest genres
 * first. Weights are jittered by the seed so that seeds differ in more than names.
 */
export function assignGenresToDays(random: Random, genres: readonly GenreSpec[], dayCount: number) {
  const weights = genres.map((genre) => genre.weight * (0.85 + 0.3 * random.next()));
  const order = genres.map((_, index) => index).sort((a, b) => (weights[b] as number) - (weights[a] as number) || a - b);
  const totals = new Array<number>(dayCount).fill(0);
  const dayGenres: number[][] = Array.from({ length: dayCount }, () => []);
  for (const genreIndex of order) {
    let day = 0;
    for (let candidate = 1; candidate < dayCount; candidate += 1) {
      if ((totals[candidate] as number) < (totals[day] as number)) day = candidate;
    }
    totals[day] = (totals[day] as number) + (weights[genreIndex] as number);
    (dayGenres[day] as number[]).push(genreIndex);
  }
  // Within a day the genres follow their codes through the halls, each on a contiguous run of blocks.
  for (const list of dayGenres) list.sort((a, b) => (genres[a] as GenreSpec).code - (genres[b] as GenreSpec).code);
  return { dayGenres, weights };
}

/** Splits `total` in proportion to `weights`, giving the rounding remainders to the largest fractions. */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const counts = exact.map(Math.floor);
  const remainder = total - counts.reduce((acc, count) => acc + count, 0);
  const byFraction = exact.map((value, index) => ({ index, fraction: value - Math.floor(value) })).sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (let step = 0; step < remainder; step += 1) {
    const target = byFraction[step]?.index as number;
    counts[target] = (counts[target] as number) + 1;
  }
  return counts;
}

/**
 * Fills every desk of every day: each genre takes a run of whole desks in catalogue order, and each desk
 * holds one two-space circle or two one-space circles.
 */
export function allocateSpaces(random: Random, plan: FloorPlan, genres: readonly GenreSpec[], dayCount: number): PlacedCircle[] {
  const { dayGenres, weights } = assignGenresToDays(random, genres, dayCount);
  const deskCount = plan.slots.length / 2;
  const isWallDesk = (desk: number) => plan.blocks[plan.slots[desk * 2]?.blockIndex ?? -1]?.isWall ?? false;
  const wallDesks = Array.from({ length: deskCount }, (_, desk) => desk).filter(isWallDesk).length;
  // Two-space circles T among C circles: T = share * C and C = 2 * desks - T.
  const wantedTwoSpace = (2 * TWO_SPACE_SHARE * deskCount) / (1 + TWO_SPACE_SHARE);
  const islandRate = Math.max(0, (wantedTwoSpace - WALL_TWO_SPACE_RATE * wallDesks) / (deskCount - wallDesks));

  const placed: PlacedCircle[] = [];
  dayGenres.forEach((genreIndices, dayIndex) => {
    const counts = apportion(deskCount, genreIndices.map((index) => weights[index] as number));
    let desk = 0;
    genreIndices.forEach((genreIndex, position) => {
      const end = desk + (counts[position] as number);
      for (; desk < end; desk += 1) {
        const a = desk * 2;
        if (random.chance(isWallDesk(desk) ? WALL_TWO_SPACE_RATE : islandRate)) {
          placed.push({ dayIndex, genreIndex, slots: [a, a + 1] });
        } else {
          placed.push({ dayIndex, genreIndex, slots: [a] }, { dayIndex, genreIndex, slots: [a + 1] });
        }
      }
    });
  });
  return placed;
}
