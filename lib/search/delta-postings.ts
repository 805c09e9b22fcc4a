import type { IndexEntry } from './entry';
import { characterItem, FIELD_BREAK, isBreak, pairKey, scoreOfItem, slotOfItem } from './ngram-keys';

/** Postings of rows added after the base was built: growable lists, appended to, never edited. */
export type DeltaPostings = {
  characters: Map<number, number[]>;
  pairs: Map<number, number[]>;
  /** Rows added since the base was built. */
  rows: number;
};

export function createDeltaPostings(): DeltaPostings {
  return { characters: new Map(), pairs: new Map(), rows: 0 };
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
    // The row is added in one go, so a row already in a list is its last element.
    const item = characterItem(slot, text, i, field);
    const items = delta.characters.get(code);
    const lastItem = items?.[items.length - 1] ?? -1;
    if (items === undefined) delta.characters.set(code, [item]);
    else if (lastItem < 0 || slotOfItem(lastItem) !== slot) items.push(item);
    else if (scoreOfItem(item) > scoreOfItem(lastItem)) items[items.length - 1] = item;
    if (previous !== 0) {
      const key = pairKey(previous, code);
      const slots = delta.pairs.get(key);
      if (slots === undefined) delta.pairs.set(key, [slot]);
      else if (slots[slots.length - 1] !== slot) slots.push(slot);
    }
    previous = code;
  }
  delta.rows++;
}
