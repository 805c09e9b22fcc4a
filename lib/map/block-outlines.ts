import type { MapRect } from './map-day';

// Blocks have no stored geometry: their outlines are drawn around the desks they hold. Desks that touch
// (within `gap`) belong to one outline, so an island block cut by a cross aisle gives two outlines and a
// wall block one per run of desks between exits.

const touches = (a: MapRect, b: MapRect, gap: number) =>
  a[0] <= b[0] + b[2] + gap && b[0] <= a[0] + a[2] + gap && a[1] <= b[1] + b[3] + gap && b[1] <= a[1] + a[3] + gap;

function bounds(rects: readonly MapRect[]): MapRect {
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const [x, y, width, height] of rects) {
    left = Math.min(left, x);
    top = Math.min(top, y);
    right = Math.max(right, x + width);
    bottom = Math.max(bottom, y + height);
  }
  return [left, top, right - left, bottom - top];
}

/** Bounding rectangles of the groups of touching desks, in the order of each group's first desk. */
export function blockOutlines(rects: readonly MapRect[], gap = 10): MapRect[] {
  const parent = rects.map((_, index) => index);
  const root = (index: number): number => {
    let at = index;
    while (parent[at] !== at) at = parent[at] = parent[parent[at] ?? at] ?? at;
    return at;
  };
  for (let i = 0; i < rects.length; i += 1) {
    for (let j = i + 1; j < rects.length; j += 1) {
      const a = rects[i];
      const b = rects[j];
      if (a && b && touches(a, b, gap)) parent[root(j)] = root(i);
    }
  }
  const groups = new Map<number, MapRect[]>();
  rects.forEach((rect, index) => {
    const key = root(index);
    const group = groups.get(key);
    if (group) group.push(rect);
    else groups.set(key, [rect]);
  });
  return [...groups.values()].map(bounds);
}
