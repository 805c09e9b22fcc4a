import { DROP, foldAstral, foldCode, SPACE } from './fold-table';
import { codeUnitsToString } from './code-units';

// Spacing voicing marks become "space + combining mark" under NFKC, which would split a word in two;
// they are folded away anyway, so they go first.
const SPACING_VOICING_MARKS = /[\u309b\u309c\uff9e\uff9f]/g;
const HAS_SPACING_VOICING_MARKS = /[\u309b\u309c\uff9e\uff9f]/;

const SIMPLE_ASCII = /^(?:[!-~]+(?: [!-~]+)*)?$/;

let buffer = new Uint16Array(256);

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

// Below U+0003: kept by normalizeSegments as boundaries between texts normalised in one pass.
const isSegmentBreak = (code: number): boolean => code === 0x01 || code === 0x02;

/** Folds an NFKC, lower-cased string character by character; see normalizeText. */
function foldNormalized(source: string, keepBreaks: boolean): string {
  if (buffer.length < source.length) buffer = new Uint16Array(source.length * 2);
  let length = 0;
  let changed = false;
  // A space is written only once a non-space follows, which collapses runs and trims both ends of the
  // text (and of each segment).
  let pendingSpace = false;
  for (let i = 0; i < source.length; i++) {
    const code = source.charCodeAt(i);
    if (keepBreaks && isSegmentBreak(code)) {
      changed ||= pendingSpace;
      pendingSpace = false;
      buffer[length++] = code;
      continue;
    }
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
      const atStart = length === 0 || (keepBreaks && isSegmentBreak(buffer[length - 1] ?? 0));
      changed ||= code !== 0x20 || pendingSpace || atStart;
      pendingSpace = !atStart;
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
  return changed ? codeUnitsToString(buffer, length) : source;
}

function prepare(text: string): string {
  const cleaned = HAS_SPACING_VOICING_MARKS.test(text) ? text.replace(SPACING_VOICING_MARKS, '') : text;
  return cleaned.normalize('NFKC').toLowerCase();
}

/**
 * The one text normalisation that search and checklist matching share, close to the classic
 * catalogue's: NFKC (full width → half width), lower case, katakana → hiragana, voiced and small kana
 * folded, ー dropped, Latin accents dropped, traditional Chinese folded to simplified, whitespace
 * (and control characters) collapsed to one space and trimmed.
 *
 * After NFKC every step maps one character to at most one character without looking at its
 * neighbours, so the normalised form of a substring is a substring of the normalised text.
 */
export function normalizeText(text: string): string {
  // A quarter of a catalogue is plain ASCII with single spaces; only its case changes.
  if (SIMPLE_ASCII.test(text)) return text.toLowerCase();
  return foldNormalized(prepare(text), false);
}

/**
 * normalizeText for many texts at once: `joined` is texts separated by U+0001 or U+0002, and the
 * result is each text normalised, with the separators kept. One call instead of one per text makes
 * indexing a catalogue's short fields about a third faster. The texts must not contain U+0001 or
 * U+0002 themselves (replace them with spaces first: normalizeText would make them spaces anyway).
 */
export function normalizeSegments(joined: string): string {
  return foldNormalized(prepare(joined), true);
}
