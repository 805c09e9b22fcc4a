import { DROP, foldAstral, foldCode, SPACE } from './fold-table';

// Spacing voicing marks become "space + combining mark" under NFKC, which would split a word in two;
// they are folded away anyway, so they go first.
const SPACING_VOICING_MARKS = /[\u309b\u309c\uff9e\uff9f]/g;
const HAS_SPACING_VOICING_MARKS = /[\u309b\u309c\uff9e\uff9f]/;

const SIMPLE_ASCII = /^(?:[!-~]+(?: [!-~]+)*)?$/;

const decoder = new TextDecoder('utf-16le');
let buffer = new Uint16Array(256);

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/**
 * The one text normalisation that search and checklist matching share, close to the classic
 * catalogue's: NFKC (full width → half width), lower case, katakana → hiragana, voiced and small kana
 * folded, ー dropped, Latin accents dropped, traditional Chinese folded to simplified, whitespace
 * collapsed and trimmed.
 *
 * After NFKC every step maps one character to at most one character without looking at its
 * neighbours, so the normalised form of a substring is a substring of the normalised text.
 */
export function normalizeText(text: string): string {
  // A quarter of a catalogue is plain ASCII with single spaces; only its case changes.
  if (SIMPLE_ASCII.test(text)) return text.toLowerCase();
  const cleaned = HAS_SPACING_VOICING_MARKS.test(text) ? text.replace(SPACING_VOICING_MARKS, '') : text;
  const source = cleaned.normalize('NFKC').toLowerCase();
  if (buffer.length < source.length * 2) buffer = new Uint16Array(source.length * 2);
  let length = 0;
  let changed = false;
  let pendingSpace = false;
  for (let i = 0; i < source.length; i++) {
    const code = source.charCodeAt(i);
    let folded: string | undefined;
    let value = code;
    if (isHighSurrogate(code) && i + 1 < source.length) {
      const pair = source.slice(i, i + 2);
      folded = foldAstral(pair);
      changed ||= folded !== pair;
      i++;
    } else {
      value = foldCode(code);
    }
    if (value === SPACE) {
      changed ||= code !== 0x20 || pendingSpace || length === 0;
      pendingSpace = length > 0;
      continue;
    }
    if (value === DROP) {
      changed = true;
      continue;
    }
    if (pendingSpace) {
      buffer[length++] = 0x20;
      pendingSpace = false;
    }
    if (folded !== undefined) {
      for (let j = 0; j < folded.length; j++) buffer[length++] = folded.charCodeAt(j);
    } else {
      changed ||= value !== code;
      buffer[length++] = value;
    }
  }
  changed ||= pendingSpace;
  return changed ? decoder.decode(buffer.subarray(0, length)) : source;
}
