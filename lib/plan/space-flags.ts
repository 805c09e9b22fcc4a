// Spaces that sell out first: those on the wall blocks, along the hall's outer walls, and among them the
// shutter spaces, at either end of a wall run, beside the exits and loading shutters that break the
// walls. A run is a row of wall desks with no gap wider than an aisle; its end desks are the shutter ones.

export type WallDesk = { x: number; y: number; width: number };

/** Rows are compared in whole centimetres; metres from the floor plan carry rounding noise. */
const rowKey = (y: number) => Math.round(y * 100);
const RUN_GAP = 0.5;
const DESK_LENGTH = 1.8;

/** For each wall space (by its x and y), whether it stands within one desk of a run's end. */
export function shutterSpaces(wallDesks: readonly WallDesk[]): (desk: { x: number; y: number }) => boolean {
  const rows = new Map<number, WallDesk[]>();
  for (const desk of wallDesks) {
    const row = rows.get(rowKey(desk.y)) ?? [];
    row.push(desk);
    rows.set(rowKey(desk.y), row);
  }
  const runEnds = new Map<number, [number, number][]>();
  for (const [key, row] of rows) {
    row.sort((a, b) => a.x - b.x);
    const runs: [number, number][] = [];
    for (const desk of row) {
      const run = runs.at(-1);
      if (run && desk.x - run[1] <= RUN_GAP) run[1] = Math.max(run[1], desk.x + desk.width);
      else runs.push([desk.x, desk.x + desk.width]);
    }
    runEnds.set(key, runs);
  }
  return ({ x, y }) =>
    (runEnds.get(rowKey(y)) ?? []).some(([start, end]) => x >= start - RUN_GAP && x <= end && (x - start < DESK_LENGTH || end - x <= DESK_LENGTH));
}
