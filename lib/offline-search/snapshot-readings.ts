// How the snapshot writes a kana reading beside the text it reads (a circle's name, its author, a work's
// title). Most readings repeat their text's kana: 「部屋が灯台になるまで」 reads へやがとうだいになるまで,
// of which only へや and とうだい say something new. So a reading is written as:
// - 0: the text itself;
// - 1: the text in the other kana script;
// - an array: the readings of the text's runs without kana, in order; the kana runs are the text's own,
//   in the script of the reading (the script of the first kana in the array);
// - a string: the reading as it is, when neither of the above gives it back exactly.
// The encoder checks every short form by decoding it, so a reading always comes back unchanged.

export type Reading = string | 0 | 1 | string[];

const HIRAGANA_START = 0x3041;
const HIRAGANA_END = 0x3096;
const KATAKANA_START = 0x30a1;
const KATAKANA_END = 0x30f6;
const KANA_OFFSET = KATAKANA_START - HIRAGANA_START;
const PROLONGED_SOUND = 0x30fc;

const isHiragana = (code: number) => code >= HIRAGANA_START && code <= HIRAGANA_END;
const isKatakana = (code: number) => code >= KATAKANA_START && code <= KATAKANA_END;
const isKana = (code: number) => isHiragana(code) || isKatakana(code) || code === PROLONGED_SOUND;

function convert(text: string, from: (code: number) => boolean, offset: number): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    out += from(code) ? String.fromCharCode(code + offset) : text[i];
  }
  return out;
}

const toHiragana = (text: string) => convert(text, isKatakana, -KANA_OFFSET);
const toKatakana = (text: string) => convert(text, isHiragana, KANA_OFFSET);

/** Hiragana as katakana and katakana as hiragana; anything else unchanged. */
function otherKanaScript(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (isKatakana(code)) out += String.fromCharCode(code - KANA_OFFSET);
    else if (isHiragana(code)) out += String.fromCharCode(code + KANA_OFFSET);
    else out += text[i];
  }
  return out;
}

/** The text cut where kana starts or stops. */
function kanaRuns(text: string): { kana: boolean; text: string }[] {
  const runs: { kana: boolean; text: string }[] = [];
  for (let i = 0; i < text.length; i++) {
    const kana = isKana(text.charCodeAt(i));
    const last = runs.at(-1);
    if (last?.kana === kana) last.text += text[i];
    else runs.push({ kana, text: text[i] ?? '' });
  }
  return runs;
}

function katakanaFirst(pieces: readonly string[]): boolean {
  for (const piece of pieces) {
    for (let i = 0; i < piece.length; i++) {
      const code = piece.charCodeAt(i);
      if (isKatakana(code)) return true;
      if (isHiragana(code)) return false;
    }
  }
  return false;
}

function decodePieces(pieces: readonly string[], text: string): string {
  const script = katakanaFirst(pieces) ? toKatakana : toHiragana;
  let next = 0;
  return kanaRuns(text)
    .map((run) => (run.kana ? script(run.text) : (pieces[next++] ?? '')))
    .join('');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The readings of the text's runs without kana, when the reading keeps the text's kana runs. */
function piecesOf(reading: string, text: string): string[] | undefined {
  const runs = kanaRuns(text);
  if (!runs.some((run) => run.kana) || !runs.some((run) => !run.kana)) return undefined;
  const script = toHiragana(reading) === reading ? toHiragana : toKatakana(reading) === reading ? toKatakana : undefined;
  if (!script) return undefined;
  const pattern = new RegExp(`^${runs.map((run) => (run.kana ? escapeRegExp(script(run.text)) : '(.+?)')).join('')}$`, 'su');
  return pattern.exec(reading)?.slice(1);
}

export function encodeReading(reading: string, text: string): Reading {
  if (reading === text) return 0;
  if (reading === '') return '';
  if (reading === otherKanaScript(text)) return 1;
  const pieces = piecesOf(reading, text);
  return pieces && decodePieces(pieces, text) === reading ? pieces : reading;
}

export function decodeReading(reading: Reading | undefined, text: string): string {
  if (reading === 0) return text;
  if (reading === 1) return otherKanaScript(text);
  if (Array.isArray(reading)) return decodePieces(reading, text);
  return reading ?? '';
}
