// A map from 30-bit pair keys to segment numbers in two typed arrays (open addressing, linear
// probing). Building the postings looks a key up for every character of every row: a Map did that
// several times slower and held each entry as a heap object.

export type KeyTable = { keys: Int32Array; values: Int32Array; size: number };

const EMPTY = -1;

export function createKeyTable(capacity = 1024): KeyTable {
  let slots = 16;
  while (slots < capacity * 2) slots *= 2;
  return { keys: new Int32Array(slots).fill(EMPTY), values: new Int32Array(slots), size: 0 };
}

// Pair keys differ in their high bits (the first character) as much as in their low ones: both
// halves are mixed in before the mask keeps the low bits.
function hash(key: number, mask: number): number {
  let h = Math.imul(key ^ (key >>> 15), 0x9e3779b1);
  h ^= h >>> 16;
  return h & mask;
}

/** The value stored for `key` (a non-negative 30-bit integer), or -1. */
export function getKey(table: KeyTable, key: number): number {
  const { keys, values } = table;
  const mask = keys.length - 1;
  for (let at = hash(key, mask); ; at = (at + 1) & mask) {
    const found = keys[at] ?? EMPTY;
    if (found === key) return values[at] ?? EMPTY;
    if (found === EMPTY) return EMPTY;
  }
}

function grow(table: KeyTable): void {
  const { keys, values } = table;
  const bigger = createKeyTable(keys.length);
  for (let at = 0; at < keys.length; at++) {
    const key = keys[at] ?? EMPTY;
    if (key !== EMPTY) setKey(bigger, key, values[at] ?? 0);
  }
  table.keys = bigger.keys;
  table.values = bigger.values;
}

/** Stores `value` for `key` (a non-negative 30-bit integer). */
export function setKey(table: KeyTable, key: number, value: number): void {
  if ((table.size + 1) * 2 > table.keys.length) grow(table);
  const { keys, values } = table;
  const mask = keys.length - 1;
  for (let at = hash(key, mask); ; at = (at + 1) & mask) {
    const found = keys[at] ?? EMPTY;
    if (found === key) {
      values[at] = value;
      return;
    }
    if (found === EMPTY) {
      keys[at] = key;
      values[at] = value;
      table.size++;
      return;
    }
  }
}
