import iconv from 'iconv-lite';

// Characters that look the same to a reader but sit at other code points in CP932 than in the
// JIS-based mapping many keyboards produce (the "wave dash problem"); ¥ and ‾ would otherwise be
// written as the ASCII bytes 0x5C and 0x7E and read back as `\` and `~`.
const SUBSTITUTES: Readonly<Record<string, string>> = {
  '\u301c': '\uff5e', // 〜 → ～
  '\u2212': '\uff0d', // − → －
  '\u2014': '\u2015', // — → ―
  '\u2016': '\u2225', // ‖ → ∥
  '\u00a2': '\uffe0', // ¢ → ￠
  '\u00a3': '\uffe1', // £ → ￡
  '\u00ac': '\uffe2', // ¬ → ￢
  '\u00a5': '\uffe5', // ¥ → ￥
  '\u203e': '\uffe3', // ‾ → ￣
};

export const SHIFT_JIS_FALLBACK = '?';

const decoder = new TextDecoder('shift_jis');
const safeForms = new Map<string, string>();

/** Judged against the decoder the importer uses, so "encodable" means "reads back the same". */
function roundTrips(text: string): boolean {
  return decoder.decode(iconv.encode(text, 'Shift_JIS')) === text;
}

function safeForm(char: string): string {
  let safe = safeForms.get(char);
  if (safe === undefined) {
    const substitute = SUBSTITUTES[char];
    const compatible = char.normalize('NFKC');
    if (roundTrips(char)) safe = char;
    else if (substitute !== undefined && roundTrips(substitute)) safe = substitute;
    else if (compatible !== char && roundTrips(compatible)) safe = compatible;
    else safe = SHIFT_JIS_FALLBACK;
    safeForms.set(char, safe);
  }
  return safe;
}

export interface ShiftJisResult {
  bytes: Uint8Array;
  /** Distinct characters that were written as a look-alike or as `?`, in order of first use. */
  replacedCharacters: string[];
  replacedCount: number;
}

/**
 * Encodes text as Shift_JIS (CP932, as Windows and the classic tools write it). A character Shift_JIS
 * lacks becomes a look-alike (〜 → ～, ① stays, ｈ → h by NFKC) or `?`, and is reported, so that an
 * emoji in a memo costs one character rather than the whole export.
 */
export function encodeShiftJis(text: string): ShiftJisResult {
  const replaced = new Set<string>();
  let replacedCount = 0;
  const safeText = text.replace(/[^\u0000-\u007f]/gu, (char) => {
    const safe = safeForm(char);
    if (safe !== char) {
      replaced.add(char);
      replacedCount++;
    }
    return safe;
  });
  return { bytes: iconv.encode(safeText, 'Shift_JIS'), replacedCharacters: [...replaced], replacedCount };
}

/**
 * The characters of `text` that a Shift_JIS file can only write as `?`, each once, in order of first
 * use. Look-alikes (〜 for ～, h for ｈ) are not in it: they read back as the same text to a person.
 */
export function charactersLostInShiftJis(text: string): string[] {
  const lost = new Set<string>();
  for (const [char] of text.matchAll(/[^\u0000-\u007f]/gu)) {
    if (safeForm(char) === SHIFT_JIS_FALLBACK) lost.add(char);
  }
  return [...lost];
}
