// Strings from the normalisers' code-unit buffers. TextDecoder was the obvious tool, but a call to it
// costs a few microseconds however short the text: in a browser, building the index of a catalogue
// (hundreds of thousands of short texts) spent a seventh of its time there. String.fromCharCode over
// a slice of the buffer gives the same string at a fraction of that.

// Arguments per call stay well under any engine's limit on the length of an argument list.
const CHUNK = 4096;

/** The first `length` UTF-16 code units of `buffer` as a string (lone surrogates kept as they are). */
export function codeUnitsToString(buffer: Uint16Array, length: number): string {
  if (length <= CHUNK) return String.fromCharCode.apply(null, buffer.subarray(0, length) as unknown as number[]);
  let out = '';
  for (let at = 0; at < length; at += CHUNK) {
    out += String.fromCharCode.apply(null, buffer.subarray(at, Math.min(length, at + CHUNK)) as unknown as number[]);
  }
  return out;
}
