/**
 * Many strings as one string and the offset where each ends. IndexedDB's structured clone copies one long
 * string and a typed array nearly as fast as memory, where tens of thousands of small strings took longer
 * than everything else of a start (the kept catalogue rows and search index of lib/offline-search).
 */
export type PackedStrings = { text: string; ends: Int32Array };

export function packStrings(strings: readonly string[]): PackedStrings {
  const ends = new Int32Array(strings.length);
  let end = 0;
  strings.forEach((text, at) => {
    end += text.length;
    ends[at] = end;
  });
  return { text: strings.join(''), ends };
}

/** Whether `ends` can describe `text`: its last offset is the text's length (none for no strings). */
export const packedStringsFit = ({ text, ends }: PackedStrings): boolean => (ends.at(-1) ?? 0) === text.length;
