/** `true` when item `a` ranks before item `b`; must be a strict total order. */
export type RanksBefore = (a: number, b: number) => boolean;

/**
 * The `k` best of items[0..count), best first, without sorting them all: a bounded heap keeps the
 * current k best with the worst at the root, so most items cost one comparison. A one-character query
 * can match half the catalogue while a page shows fifty rows.
 */
export function selectTop(items: Int32Array, count: number, k: number, before: RanksBefore): number[] {
  const size = Math.min(k, count);
  if (size <= 0) return [];
  const heap = new Int32Array(size);
  let filled = 0;
  for (let i = 0; i < count; i++) {
    const candidate = items[i] ?? 0;
    if (filled < size) {
      heap[filled] = candidate;
      siftUp(heap, filled, before);
      filled++;
    } else if (before(candidate, heap[0] ?? 0)) {
      heap[0] = candidate;
      siftDown(heap, filled, before);
    }
  }
  return Array.from(heap).sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
}

// The root is the candidate that ranks last, so a parent never ranks before its children.
function siftUp(heap: Int32Array, at: number, before: RanksBefore): void {
  let child = at;
  while (child > 0) {
    const parent = (child - 1) >> 1;
    const c = heap[child] ?? 0;
    const p = heap[parent] ?? 0;
    if (!before(p, c)) return;
    heap[child] = p;
    heap[parent] = c;
    child = parent;
  }
}

function siftDown(heap: Int32Array, length: number, before: RanksBefore): void {
  let parent = 0;
  for (;;) {
    const left = parent * 2 + 1;
    if (left >= length) return;
    const right = left + 1;
    let worst = left;
    if (right < length && before(heap[left] ?? 0, heap[right] ?? 0)) worst = right;
    const p = heap[parent] ?? 0;
    const w = heap[worst] ?? 0;
    if (!before(p, w)) return;
    heap[parent] = w;
    heap[worst] = p;
    parent = worst;
  }
}
