// Kana folding as the classic catalogue does it: katakana → hiragana, voiced and semi-voiced → plain,
// small → large; the long-vowel mark and voicing marks disappear.

const SMALL_TO_LARGE: Record<string, string> = {
  ぁ: 'あ',
  ぃ: 'い',
  ぅ: 'う',
  ぇ: 'え',
  ぉ: 'お',
  っ: 'つ',
  ゃ: 'や',
  ゅ: 'ゆ',
  ょ: 'よ',
  ゎ: 'わ',
  ゕ: 'か',
  ゖ: 'け',
};

// Katakana with no hiragana twin at the same offset.
const KATAKANA_EXTRA: Record<string, string> = {
  ヷ: 'わ',
  ヸ: 'ゐ',
  ヹ: 'ゑ',
  ヺ: 'を',
  ヽ: 'ゝ',
  ヾ: 'ゝ',
};

const DROPPED = new Set(['ー', '\u3099', '\u309a', '゛', '゜']);

export const KANA_BLOCK_START = 0x3040;
export const KANA_BLOCK_END = 0x30ff;

/** The folded form of one character of the kana block (U+3040-U+30FF); '' when it is dropped. */
export function foldKanaChar(char: string): string {
  if (DROPPED.has(char)) return '';
  const extra = KATAKANA_EXTRA[char];
  if (extra !== undefined) return extra;
  let code = char.charCodeAt(0);
  if (code >= 0x30a1 && code <= 0x30f6) code -= 0x60;
  // Canonical decomposition splits が into か + U+3099; keeping the base folds voiced and semi-voiced.
  const base = String.fromCharCode(code).normalize('NFD').charAt(0);
  return SMALL_TO_LARGE[base] ?? base;
}
