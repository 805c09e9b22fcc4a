import type { IndexEntry } from './entry';
import { FIELD_BREAK, isBreak, pairKey, postingItem, scoreOfItem, slotOfItem } from './ngram-keys';

/**
 * Postings of rows added after the base was built: growable lists of items, appended to, never
 * edited. Pair keys are hashed and these lists are not told apart by pair: a pair's rows here are
 * always checked against their text.
 */
export type DeltaPostings = {
  characters: Map<number, number[]>;
  pairs: Map<number, number[]>;
  /** Rows added since the base was built. */
  rows: number;
};

export function createDeltaPostings(): DeltaPostings {
  return { characters: new Map(), pairs: new Map(), rows: 0 };
}

/** The row is added in one go, so a row already in a list is its last element: it keeps its best. */
function add(lists: Map<number, number[]>, key: number, item: number): void {
  const items = lists.get(key);
  const lastItem = items?.[items.length - 1] ?? -1;
  if (items === undefined) lists.set(key, [item]);
  else if (lastItem < 0 || slotOfItem(lastItem) !== slotOfItem(item)) items.push(item);
  else if (scoreOfItem(item) > scoreOfItem(lastItem)) items[items.length - 1] = item;
}

export function addToDelta(delta: DeltaPostings, entry: IndexEntry): void {
  const { text, slot } = entry;
  let field = 0;
  let previous = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === FIELD_BREAK) field++;
    if (isBreak(code)) {
      previous = 0;
      continue;
    }
    add(delta.characters, code, postingItem(slot, text, i, field));
    if (previous !== 0) add(delta.pairs, pairKey(previous, code), postingItem(slot, text, i - 1, field, 2));
    previous = code;
  }
  delta.rows++;
}
