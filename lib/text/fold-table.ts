import { isHanCode, simplifiedHan } from './han-fold';
import { foldKanaChar, KANA_BLOCK_END, KANA_BLOCK_START } from './kana-fold';

/** Table values that are not a replacement code unit. */
export const DROP = -1;
export const SPACE = -2;
const UNRESOLVED_HAN = -3;

// Every per-character fold of normalizeText for the BMP in one table, so that normalising is one pass
// with an array read per character instead of a regex callback per folded character (three times
// faster on a catalogue). Han entries are filled on first use: OpenCC is asked once per character.
const table = new Int32Array(0x10000);

const WHITESPACE = /\s/;
const LATIN_BASE = /^[a-z]$/;

for (let code = 0; code < 0x10000; code++) {
  const char = String.fromCharCode(code);
  if (code <= 0x1f || code === 0x7f || WHITESPACE.test(char)) {
    // Control characters count as whitespace: callers use them as separators, so they must
    // never survive in normalised text.
    table[code] = SPACE;
  } else if (code >= KANA_BLOCK_START && code <= KANA_BLOCK_END) {
    const folded = foldKanaChar(char);
    table[code] = folded === '' ? DROP : folded.charCodeAt(0);
  } else if (code >= 0x300 && code <= 0x36f) {
    table[code] = DROP;
  } else if ((code >= 0xc0 && code <= 0x24f) || (code >= 0x1e00 && code <= 0x1eff)) {
    const base = char.normalize('NFD').charAt(0);
    table[code] = LATIN_BASE.test(base) ? base.charCodeAt(0) : code;
  } else if (isHanCode(code)) {
    table[code] = UNRESOLVED_HAN;
  } else {
    table[code] = code;
  }
}

/** The fold of one BMP code unit: a code unit, DROP or SPACE. */
export function foldCode(code: number): number {
  const value = table[code] ?? code;
  if (value !== UNRESOLVED_HAN) return value;
  const simplified = simplifiedHan(String.fromCharCode(code));
  const resolved = simplified.length === 1 ? simplified.charCodeAt(0) : code;
  table[code] = resolved;
  return resolved;
}

const astralCache = new Map<string, string>();

/** The fold of a character outside the BMP (only Han extensions change). */
export function foldAstral(char: string): string {
  let folded = astralCache.get(char);
  if (folded === undefined) {
    const code = char.codePointAt(0) ?? 0;
    folded = code >= 0x20000 && code <= 0x3ffff ? simplifiedHan(char) : char;
    astralCache.set(char, folded);
  }
  return folded;
}
