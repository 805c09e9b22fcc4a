import type { SearchPlacement } from './types';

// The placements of every slot in flat typed arrays, with days, halls and blocks as small numbers
// (their order of first appearance). A day, hall or block filter checks every row a short word finds,
// tens of thousands at three times the demo event: reading each row's placement objects cost a cache
// miss or two per row and a third of such a query's time, reading these costs a few array loads.
// A replaced row's placements stay behind until the index compacts and rebuilds the columns.
export type PlacementColumns = {
  size: number;
  day: Int32Array;
  hall: Int32Array;
  block: Int32Array;
  order: Float64Array;
  days: Map<number, number>;
  halls: Map<string, number>;
  blocks: Map<string, number>;
};

export function createPlacementColumns(capacity: number): PlacementColumns {
  return {
    size: 0,
    day: new Int32Array(capacity),
    hall: new Int32Array(capacity),
    block: new Int32Array(capacity),
    order: new Float64Array(capacity),
    days: new Map(),
    halls: new Map(),
    blocks: new Map(),
  };
}

function numberOf<T>(numbers: Map<T, number>, value: T): number {
  let number = numbers.get(value);
  if (number === undefined) {
    number = numbers.size;
    numbers.set(value, number);
  }
  return number;
}

function ensureRoom(columns: PlacementColumns, needed: number): void {
  if (columns.day.length >= needed) return;
  const capacity = Math.max(needed, Math.ceil(columns.day.length * 1.5), 64);
  const copy = <A extends Int32Array | Float64Array>(array: A, make: (n: number) => A): A => {
    const grown = make(capacity);
    grown.set(array);
    return grown;
  };
  columns.day = copy(columns.day, (n) => new Int32Array(n));
  columns.hall = copy(columns.hall, (n) => new Int32Array(n));
  columns.block = copy(columns.block, (n) => new Int32Array(n));
  columns.order = copy(columns.order, (n) => new Float64Array(n));
}

/** Appends a row's placements; returns where they start. */
export function appendPlacements(columns: PlacementColumns, placements: readonly SearchPlacement[]): number {
  const start = columns.size;
  ensureRoom(columns, start + placements.length);
  placements.forEach((placement, i) => {
    columns.day[start + i] = numberOf(columns.days, placement.day);
    columns.hall[start + i] = numberOf(columns.halls, placement.hall);
    columns.block[start + i] = numberOf(columns.blocks, placement.block);
    columns.order[start + i] = placement.order;
  });
  columns.size = start + placements.length;
  return start;
}

/**
 * A filter on one placement property as a table by its number: 1 where the value is wanted. A wanted
 * value no row has gets no number and matches nothing, as before. null for no filter.
 */
export function wantedTable<T>(numbers: ReadonlyMap<T, number>, wanted: readonly T[] | undefined): Uint8Array | null {
  if (wanted === undefined || wanted.length === 0) return null;
  const table = new Uint8Array(numbers.size);
  for (const value of wanted) {
    const number = numbers.get(value);
    if (number !== undefined) table[number] = 1;
  }
  return table;
}
