import iconv from 'iconv-lite';
import { toRomaji } from 'wanakana';

const KANA = /[\u3041-\u30ff]/;
const HAN = /[\u3400-\u9fff\uf900-\ufaff]/;
const HIRAGANA = /[\u3041-\u3096]/g;

// Chinese names share the Han script with Japanese ones; a character Japanese does not write
// (Shift_JIS has every one it does) marks a name as Chinese, whose reading is not Japanese to say.
function writtenInJapanese(name: string): boolean {
  if (KANA.test(name)) return true;
  return HAN.test(name) && iconv.decode(iconv.encode(name, 'Shift_JIS'), 'Shift_JIS') === name;
}

/**
 * The name's reading in romaji, for visitors who cannot read kana, where the name is Japanese and has
 * a reading; '' otherwise. Katakana first, so that ー lengthens its vowel (ぱれーど → pareedo).
 */
export function nameRomaji(name: string, reading: string): string {
  if (reading === '' || !writtenInJapanese(name)) return '';
  const katakana = reading.replace(HIRAGANA, (char) => String.fromCharCode(char.charCodeAt(0) + 0x60));
  return toRomaji(katakana);
}
