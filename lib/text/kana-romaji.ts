// Hepburn romaji of the single kana that name blocks (ア, ソ, ね…): a table small enough for the map's
// bundle, where the readings' analyser (lib/readings) is far too large. Katakana and hiragana alike.

const KANA_ROWS = [
  ['あいうえお', ['a', 'i', 'u', 'e', 'o']],
  ['かきくけこ', ['ka', 'ki', 'ku', 'ke', 'ko']],
  ['さしすせそ', ['sa', 'shi', 'su', 'se', 'so']],
  ['たちつてと', ['ta', 'chi', 'tsu', 'te', 'to']],
  ['なにぬねの', ['na', 'ni', 'nu', 'ne', 'no']],
  ['はひふへほ', ['ha', 'hi', 'fu', 'he', 'ho']],
  ['まみむめも', ['ma', 'mi', 'mu', 'me', 'mo']],
  ['やゆよ', ['ya', 'yu', 'yo']],
  ['らりるれろ', ['ra', 'ri', 'ru', 're', 'ro']],
  ['わをん', ['wa', 'wo', 'n']],
  ['がぎぐげご', ['ga', 'gi', 'gu', 'ge', 'go']],
  ['ざじずぜぞ', ['za', 'ji', 'zu', 'ze', 'zo']],
  ['だぢづでど', ['da', 'ji', 'zu', 'de', 'do']],
  ['ばびぶべぼ', ['ba', 'bi', 'bu', 'be', 'bo']],
  ['ぱぴぷぺぽ', ['pa', 'pi', 'pu', 'pe', 'po']],
] as const;

const ROMAJI = new Map<string, string>();
for (const [kana, romaji] of KANA_ROWS) {
  [...kana].forEach((char, at) => {
    const value = romaji[at] ?? '';
    ROMAJI.set(char, value);
    // The katakana twin sits 0x60 above its hiragana.
    ROMAJI.set(String.fromCharCode(char.charCodeAt(0) + 0x60), value);
  });
}

/** `so` for ソ or そ (half-width ｿ too); '' for anything that is not a single kana of the table. */
export function kanaRomaji(char: string): string {
  return ROMAJI.get(char.normalize('NFKC')) ?? '';
}

/** `So` for ソ: a block's romaji as it stands beside the kana. */
export function blockRomaji(block: string): string {
  const romaji = kanaRomaji(block);
  return romaji ? romaji[0]?.toUpperCase() + romaji.slice(1) : '';
}
