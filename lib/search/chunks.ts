import { findReading, type ReadingQuery } from '@/lib/text/romaji';
import type { IndexEntry } from './entry';

// Folded readings are short (a few kana a row), so romaji queries scan them all: concatenated 512 rows
// to a string, one `indexOf` skips every row without a match at memchr speed, and only matching rows
// are looked at. Chunks keep a refresh after an upsert down to one small join.
const CHUNK_SIZE = 512;
// Below U+0009 like the field separators, so a match cannot span two rows either.
const ROW_SEPARATOR = '\u0003';

export type Chunk = {
  readings: string;
  /** Offset of each row in `readings`, plus one past the end. */
  starts: Int32Array;
  stale: boolean;
};

export function markStale(chunks: Chunk[], slot: number): void {
  const at = Math.floor(slot / CHUNK_SIZE);
  while (chunks.length <= at) chunks.push({ readings: '', starts: new Int32Array(1), stale: true });
  const chunk = chunks[at];
  if (chunk !== undefined) chunk.stale = true;
}

/** Marks every chunk for a rebuild, e.g. after slots were renumbered. */
export function markAllStale(chunks: Chunk[], rows: number): void {
  chunks.length = 0;
  for (let slot = 0; slot < rows; slot += CHUNK_SIZE) markStale(chunks, slot);
}

/** Rebuilds the chunks changed since the last query and drops those past the last entry. */
export function refreshChunks(chunks: Chunk[], entries: readonly (IndexEntry | undefined)[]): void {
  chunks.length = Math.ceil(entries.length / CHUNK_SIZE);
  chunks.forEach((chunk, at) => {
    if (!chunk.stale) return;
    const readings = entries.slice(at * CHUNK_SIZE, (at + 1) * CHUNK_SIZE).map((entry) => entry?.readings ?? '');
    const starts = new Int32Array(readings.length + 1);
    let offset = 0;
    readings.forEach((reading, i) => {
      starts[i] = offset;
      offset += reading.length + 1;
    });
    starts[readings.length] = offset;
    chunks[at] = { readings: readings.join(ROW_SEPARATOR), starts, stale: false };
  });
}

/** Calls `visit` once for every row whose folded readings match `query`. */
export function scanReadings(chunks: readonly Chunk[], query: ReadingQuery, visit: (slot: number) => void): void {
  chunks.forEach((chunk, index) => {
    const { readings, starts } = chunk;
    const base = index * CHUNK_SIZE;
    let row = 0;
    let at = findReading(readings, query);
    while (at >= 0) {
      while ((starts[row + 1] ?? Infinity) <= at) row++;
      visit(base + row);
      at = findReading(readings, query, starts[row + 1] ?? readings.length);
    }
  });
}
