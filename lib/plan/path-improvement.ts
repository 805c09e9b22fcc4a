// Shortening an open walk that starts at a fixed point and may end anywhere: 2-opt (reverse a stretch)
// and Or-opt (move a run of one to three stops elsewhere, either way round), repeated until neither
// finds a shorter walk. Points are indices into a square distance matrix of `size` rows.

export type DistanceMatrix = { size: number; at: Float64Array };

const EPSILON = 1e-9;
const MAX_ROUNDS = 50;

const distance = (matrix: DistanceMatrix, a: number, b: number) => matrix.at[a * matrix.size + b] ?? 0;

/** Length of the walk from `start` through `path` in order. */
export function pathLength(matrix: DistanceMatrix, start: number, path: readonly number[]): number {
  let total = 0;
  let previous = start;
  for (const point of path) {
    total += distance(matrix, previous, point);
    previous = point;
  }
  return total;
}

function twoOpt(matrix: DistanceMatrix, start: number, path: number[]): boolean {
  const d = (a: number, b: number) => distance(matrix, a, b);
  let improved = false;
  const n = path.length;
  for (let i = 0; i < n - 1; i += 1) {
    for (let j = i + 1; j < n; j += 1) {
      const before = i === 0 ? start : path[i - 1]!;
      const first = path[i]!;
      const last = path[j]!;
      const after = j === n - 1 ? -1 : path[j + 1]!;
      const delta = d(before, last) - d(before, first) + (after < 0 ? 0 : d(first, after) - d(last, after));
      if (delta < -EPSILON) {
        for (let left = i, right = j; left < right; left += 1, right -= 1) [path[left], path[right]] = [path[right]!, path[left]!];
        improved = true;
      }
    }
  }
  return improved;
}

function orOpt(matrix: DistanceMatrix, start: number, path: number[]): boolean {
  const d = (a: number, b: number) => (a < 0 || b < 0 ? 0 : distance(matrix, a, b));
  let improved = false;
  const n = path.length;
  for (let length = 1; length <= 3; length += 1) {
    for (let i = 0; i + length <= n; i += 1) {
      const before = i === 0 ? start : path[i - 1]!;
      const head = path[i]!;
      const tail = path[i + length - 1]!;
      const after = i + length < n ? path[i + length]! : -1;
      const removal = d(before, head) + d(tail, after) - d(before, after);
      if (removal <= EPSILON) continue;
      let best = { gain: EPSILON, gap: -1, reversed: false };
      // Gap g lies between path[g - 1] (or the start) and path[g] (or the end of the walk); the gaps
      // next to the stretch are where it already is.
      for (let gap = 0; gap <= n; gap += 1) {
        if (gap >= i && gap <= i + length) continue;
        const left = gap === 0 ? start : path[gap - 1]!;
        const right = gap < n ? path[gap]! : -1;
        const base = d(left, right);
        const forward = removal - (d(left, head) + d(tail, right) - base);
        const backward = removal - (d(left, tail) + d(head, right) - base);
        if (forward > best.gain) best = { gain: forward, gap, reversed: false };
        if (backward > best.gain) best = { gain: backward, gap, reversed: true };
      }
      if (best.gap < 0) continue;
      const segment = path.splice(i, length);
      if (best.reversed) segment.reverse();
      path.splice(best.gap < i ? best.gap : best.gap - length, 0, ...segment);
      improved = true;
    }
  }
  return improved;
}

/** Improves the walk in place and returns it. */
export function improvePath(matrix: DistanceMatrix, start: number, path: number[]): number[] {
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const reversed = twoOpt(matrix, start, path);
    const moved = orOpt(matrix, start, path);
    if (!reversed && !moved) break;
  }
  return path;
}

/** Nearest neighbour from `start`: always the closest stop not yet visited. */
export function nearestNeighbourPath(matrix: DistanceMatrix, start: number, stops: readonly number[]): number[] {
  const left = new Set(stops);
  const path: number[] = [];
  let current = start;
  while (left.size > 0) {
    let best = -1;
    let bestDistance = Infinity;
    for (const stop of left) {
      const to = distance(matrix, current, stop);
      if (to < bestDistance) {
        bestDistance = to;
        best = stop;
      }
    }
    left.delete(best);
    path.push(best);
    current = best;
  }
  return path;
}
