import { toRomaji } from 'wanakana';

const KANA = /[\u3041-\u30ff]/;
const HAN = /[\u3400-\u9fff\uf900-\ufaff]/;
const HIRAGANA = /[\u3041-\u3096]/g;
const KATAKANA = /[\u30a1-\u30f6]/g;

let jisKanji: Set<string> | undefined;

/**
 * The kanji Shift_JIS has, read once from the platform's own decoder (which every browser, worker and
 * Node has): the same answer on the server and on the device, without an encoding library in the bundle.
 */
function kanjiOfShiftJis(): Set<string> {
  if (jisKanji) return jisKanji;
  const decoder = new TextDecoder('shift_jis');
  const kanji = new Set<string>();
  const pair = new Uint8Array(2);
  for (let lead = 0x88; lead <= 0xfc; lead += 1) {
    if (lead > 0x9f && lead < 0xe0) continue;
    pair[0] = lead;
    for (let trail = 0x40; trail <= 0xfc; trail += 1) {
      if (trail === 0x7f) continue;
      pair[1] = trail;
      const char = decoder.decode(pair);
      if (HAN.test(char)) kanji.add(char);
    }
  }
  jisKanji = kanji;
  return kanji;
}

// Chinese names share the Han script with Japanese ones; a character Japanese does not write
// (Shift_JIS has every one it does) marks a name as Chinese, whose reading is not Japanese to say.
function writtenInJapanese(name: string): boolean {
  if (KANA.test(name)) return true;
  if (!HAN.test(name)) return false;
  const kanji = kanjiOfShiftJis();
  for (const char of name) if (HAN.test(char) && !kanji.has(char)) return false;
  return true;
}

// A Chinese name in characters Japanese also writes (夢境事務所) may come with its Chinese sound in
// katakana (モンジンシーウースオ): romaji of that reads as garble ("Monjinshiiūsuo"). Such readings hold
// what a Japanese reading of kanji does not: a long mark, a small vowel, or Mandarin finals spelt out
// (グア, ルオ, ホア, イエ, シャオ). On the demo event this leaves 95% of such Chinese names without romaji
// and takes it from 2.5% of all-kanji Japanese ones (庵 read アン after ク, 珈琲 こーひー).
const HAN_ONLY = /^[\u3400-\u9fff\uf900-\ufaff々]+$/;
const TRANSLITERATED = /[ァィゥェォー]|[ウクグスズツヅヌフブプムルュ][アオ]|[ホボポ]ア|イエ|ャオ|[ジシチ]ア|[フホ]イ$/;

const toHiragana = (text: string) => text.replace(KATAKANA, (char) => String.fromCharCode(char.charCodeAt(0) - 0x60));
const toKatakana = (text: string) => text.replace(HIRAGANA, (char) => String.fromCharCode(char.charCodeAt(0) + 0x60));

type Run = { kind: 'han' | 'kana' | 'other'; text: string };

/** The name in runs of one script: kanji, kana (hiragana, katakana and ー), anything else. */
function scriptRuns(name: string): Run[] {
  const runs: Run[] = [];
  for (const char of name) {
    const kind = HAN.test(char) || char === '々' ? 'han' : KANA.test(char) ? 'kana' : 'other';
    const last = runs.at(-1);
    if (last?.kind === kind) last.text += char;
    else runs.push({ kind, text: char });
  }
  return runs;
}

// Particles written alone between words (若草の坂, 猫と犬): words of their own, in lower case.
const PARTICLES: Readonly<Record<string, string>> = { の: 'no', と: 'to', が: 'ga', に: 'ni', へ: 'e', を: 'o', は: 'wa', や: 'ya', も: 'mo' };

/**
 * The reading cut where the name changes script: a kana run stands for itself in the reading, so it
 * anchors the kanji runs' readings around it. Null when the reading does not follow the name so (a
 * reading of a Latin word in kana, say): the reading is then one word.
 */
function readingWords(name: string, reading: string): { kana: string; particle: boolean }[] | null {
  const runs = scriptRuns(name).filter((run) => run.kind !== 'other' || run.text.trim() !== '');
  const words: { kana: string; particle: boolean }[] = [];
  let at = 0;
  for (let index = 0; index < runs.length; index += 1) {
    const run = runs[index];
    if (!run) continue;
    if (run.kind === 'kana' || run.kind === 'other') {
      const own = toHiragana(run.text);
      if (!reading.startsWith(own, at)) return null;
      words.push({ kana: own, particle: run.kind === 'kana' && PARTICLES[own] !== undefined && index > 0 && index < runs.length - 1 });
      at += own.length;
      continue;
    }
    const next = runs[index + 1];
    // A kanji reads at least one kana each… and is followed by the next run's own kana, if any.
    const end = next ? reading.indexOf(toHiragana(next.text), at + run.text.length) : reading.length;
    if (end < 0) return null;
    words.push({ kana: reading.slice(at, end), particle: false });
    at = end;
  }
  return at === reading.length ? words : null;
}

/** Hepburn's long vowels: `gekijou` → `gekijō`, `kuuki` → `kūki`. */
const withMacrons = (romaji: string) => romaji.replace(/ou|oo/g, 'ō').replace(/uu/g, 'ū');

const capitalised = (word: string) => (word ? word[0]?.toUpperCase() + word.slice(1) : word);

/**
 * The name's reading in romaji, for visitors who cannot read kana, where the name is Japanese and has
 * a reading; '' otherwise. As separate capitalised words where the name's scripts show them
 * (`Wakakusa no Saka` for 若草の坂, `Kitsune Sabō` for きつね茶房), with Hepburn's long vowels; a name in
 * one script has no cut to show and stays one word (`Aozoragekijō`): the reading does not say where its
 * words end. Katakana first, so that ー lengthens its vowel (ぱれーど → pareedo).
 */
export function nameRomaji(name: string, reading: string): string {
  if (reading === '' || !writtenInJapanese(name)) return '';
  if (HAN_ONLY.test(name.replace(/\s/g, '')) && TRANSLITERATED.test(toKatakana(reading))) return '';
  const plain = toHiragana(reading).replace(/\s+/g, '');
  const words = readingWords(name, plain) ?? [{ kana: plain, particle: false }];
  return words
    .map(({ kana, particle }, index) => {
      if (particle) return PARTICLES[kana] ?? '';
      const romaji = withMacrons(toRomaji(toKatakana(kana)));
      return index === 0 || /^[a-z]/.test(romaji) ? capitalised(romaji) : romaji;
    })
    .filter((word) => word !== '')
    .join(' ');
}

type CircleName = { name: string; nameKana: string; nameReading: string | null };

/**
 * A catalogue circle's reading: its kana, else the reading the organiser's files gave (`nameReading`),
 * as the search and the device's catalogue read it.
 */
export function circleNameReading(circle: CircleName): string {
  return circle.nameKana || (circle.nameReading ?? '');
}

/** A catalogue circle's romaji: its name read by its reading, as every screen that shows one reads it. */
export function circleNameRomaji(circle: CircleName): string {
  return nameRomaji(circle.name, circleNameReading(circle));
}
