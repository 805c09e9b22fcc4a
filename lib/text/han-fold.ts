import { Converter } from 'opencc-js/t2cn';

type HanConverter = (text: string) => string;

// Folding is done one character at a time, never by phrase: a phrase-level conversion could map a
// character differently inside and outside a longer word, and then a normalised substring would stop
// being a substring of the normalised text. Every traditional character OpenCC knows maps to exactly
// one simplified code point, so nothing is lost by converting characters one by one.
//
// Building OpenCC's converter takes ~30 ms and converting whole strings ~7 µs each, ~200 ms for a
// 28k-row catalogue. Called once per distinct character (a few thousand in a catalogue, ~1 µs each)
// and cached by the caller, it costs a few milliseconds in all.
let converter: HanConverter | undefined;

/** The simplified form of one Han character (as a string, for characters outside the BMP too). */
export function simplifiedHan(char: string): string {
  converter ??= Converter({ from: 'tw', to: 'cn' });
  const out = converter(char);
  // Guard the one-to-one contract that substring matching relies on.
  return Array.from(out).length === 1 ? out : char;
}

export function isHanCode(code: number): boolean {
  return code >= 0x3400 && code <= 0x9fff;
}
