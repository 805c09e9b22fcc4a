import { findReading, type ReadingQuery } from '@/lib/text/romaji';
import type { IndexEntry } from './entry';

// The rows' texts are also kept concatenated, 512 rows to a string: one `indexOf` then skips every row
// without a match at memchr speed (0.3 ms for 28k rows where one call per row costs 1.5 ms), and only
// matching rows are looked at one by one. Chunks keep a refresh after an upsert down to one small join.
const CHUNK_SIZE = 512;
// Below U+0009 like the field separators, so a match cannot span two rows either.
const ROW_SEPARATOR = '\u0003';

export type Chunk = {
  text: string;
  readings: string;
  /** Offset of each row in `text`, plus one past the end. */
  textStarts: Int32Array;
  readingStarts: Int32Array;
  stale: boolean;
};

const emptyChunk = (): Chunk => ({
  text: '',
  readings: '',
  textStarts: new Int32Array(1),
  readingStarts: new Int32Array(1),
  stale: true,
});

export function markStale(chunks: Chunk[], slot: number): void {
  const at = Math.floor(slot / CHUNK_SIZE);
  while (chunks.length <= at) chunks.push(emptyChunk());
  const chunk = chunks[at];
  if (chunk !== undefined) chunk.stale = true;
}

function startsOf(parts: readonly string[]): Int32Array {
  const starts = new Int32Array(parts.length + 1);
  let offset = 0;
  parts.forEach((part, i) => {
    starts[i] = offset;
    offset += part.length + 1;
  });
  starts[parts.length] = offset;
  return starts;
}

/** Rebuilds the chunks changed since the last query and drops those past the last entry. */
export function refreshChunks(chunks: Chunk[], entries: readonly IndexEntry[]): void {
  chunks.length = Math.ceil(entries.length / CHUNK_SIZE);
  chunks.forEach((chunk, at) => {
    if (!chunk.stale) return;
    const rows = entries.slice(at * CHUNK_SIZE, (at + 1) * CHUNK_SIZE);
    const texts = rows.map((entry) => entry.text);
    const readings = rows.map((entry) => entry.readings);
    chunks[at] = {
      text: texts.join(ROW_SEPARATOR),
      readings: readings.join(ROW_SEPARATOR),
      textStarts: startsOf(texts),
      readingStarts: startsOf(readings),
      stale: false,
    };
  });
}

/** Calls `visit` once for every row whose text contains `word`, with the first offset in the row. */
export function scanText(chunks: readonly Chunk[], word: string, visit: (slot: number, at: number) => void): void {
  chunks.forEach((chunk, index) => {
    const { text, textStarts } = chunk;
    const base = index * CHUNK_SIZE;
    let row = 0;
    let at = text.indexOf(word);
    while (at >= 0) {
      while ((textStarts[row + 1] ?? Infinity) <= at) row++;
      visit(base + row, at - (textStarts[row] ?? 0));
      at = text.indexOf(word, textStarts[row + 1] ?? text.length);
    }
  });
}

/** Calls `visit` once for every row whose folded readings match `query`. */
export function scanReadings(chunks: readonly Chunk[], query: ReadingQuery, visit: (slot: number) => void): void {
  chunks.forEach((chunk, index) => {
    const { readings, readingStarts } = chunk;
    const base = index * CHUNK_SIZE;
    let row = 0;
    let at = findReading(readings, query);
    while (at >= 0) {
      while ((readingStarts[row + 1] ?? Infinity) <= at) row++;
      visit(base + row);
      at = findReading(readings, query, readingStarts[row + 1] ?? readings.length);
    }
  });
}
