import { normalizeText } from '@/lib/text/normalize';
import { SHIPPED_FANDOMS, type ShippedFandom } from './fandom-list';

// One fandom under every name a visitor may type: the event's genres (three names each), the
// organiser's fandoms.csv and the list shipped with the product (fandom-list.ts), merged into one table
// the search looks whole queries up in. Plain code: the device builds the same table from the same
// inputs (the snapshot's facets) and so answers as the server. See docs/decisions/041-fandoms-and-typos.md.

/** A genre as the table reads it. */
export type FandomGenre = { code: number; nameEn: string; nameJa: string; nameZh: string };

/** One row of the organiser's fandoms.csv: the fandom's name, its genre if any, its other names. */
export type OrganiserFandom = { name: string; genreCode: number | null; aliases: readonly string[] };

export type FandomNames = { en: string; ja: string; zh: string };

export type Fandom = {
  /** The name shown in each language when the list says which fandom it understood. */
  names: FandomNames;
  genreCode: number | null;
  /** The names as they are looked for in a circle's text: normalised, without edge punctuation. */
  texts: readonly string[];
};

export type FandomTable = { fandoms: readonly Fandom[]; byKey: ReadonlyMap<string, number> };

const HIRAGANA = /^[\u3041-\u309f]+$/;
const NOT_KEY = /[^\p{L}\p{N}]/gu;
const EDGE = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

/** A name as a query is compared with it: normalised, with spaces and punctuation left out. */
export function fandomKey(name: string): string {
  return normalizeText(name).replace(NOT_KEY, '');
}

/** A name as it is looked for in a row: normalised, trimmed of punctuation at either end. */
function fandomText(name: string): string {
  return normalizeText(name).replace(EDGE, '');
}

// Shorter keys are as likely to be a fragment of something else as a fandom.
const MIN_KEY = 2;

/** `aliases` are looked for in rows and typed; `typedOnly` (kana and romaji readings) only typed. */
type Draft = { names: FandomNames; genreCode: number | null; aliases: string[]; typedOnly: string[] };

function draftOf(entry: ShippedFandom): Draft {
  // A reading in kana or romaji, or an alias in hiragana (とうほう), is what visitors type, but found in a
  // circle's text it is as often another word read alike (東邦, 奇跡) as the franchise.
  const typedOnly = [entry.kana, entry.romaji, ...entry.aliases.filter((name) => HIRAGANA.test(name))].filter((name) => name !== '');
  const aliases = [entry.en, entry.ja, entry.zhHans, entry.zhHant, ...entry.aliases].filter((name) => name !== '' && !typedOnly.includes(name));
  return { names: { en: entry.en, ja: entry.ja || entry.en, zh: entry.zhHans || entry.zhHant || entry.en }, genreCode: null, aliases, typedOnly };
}

/**
 * The table for one event. The shipped list first; each genre joins the shipped fandom one of its
 * names is a name of (or stands as a fandom of its own); an organiser's fandom joins the one any of its
 * names belongs to and overrides it: its name is shown, its genre counts, and a name it claims is taken
 * from any other fandom.
 */
export function buildFandomTable(genres: readonly FandomGenre[], organiser: readonly OrganiserFandom[] = [], shipped: readonly ShippedFandom[] = SHIPPED_FANDOMS): FandomTable {
  const drafts = shipped.map(draftOf);
  const owner = new Map<string, number>();
  const claim = (key: string, at: number, force: boolean) => {
    if (key.length < MIN_KEY || (!force && owner.has(key))) return;
    owner.set(key, at);
  };
  drafts.forEach((draft, at) => [...draft.aliases, ...draft.typedOnly].forEach((name) => claim(fandomKey(name), at, false)));
  const join = (names: readonly string[]): number => {
    for (const name of names) {
      const at = owner.get(fandomKey(name));
      if (at !== undefined) return at;
    }
    return -1;
  };
  for (const genre of genres) {
    const names = [genre.nameJa, genre.nameEn, genre.nameZh];
    let at = join(names);
    if (at < 0) {
      at = drafts.length;
      drafts.push({ names: { en: genre.nameEn, ja: genre.nameJa, zh: genre.nameZh }, genreCode: null, aliases: [], typedOnly: [] });
    }
    const draft = drafts[at];
    if (draft === undefined) continue;
    if (draft.genreCode === null) {
      // The event's own names for it are the ones its visitors see on the genre filter.
      draft.genreCode = genre.code;
      draft.names = { en: genre.nameEn, ja: genre.nameJa, zh: genre.nameZh };
    }
    draft.aliases.push(...names);
    names.forEach((name) => claim(fandomKey(name), at, false));
  }
  for (const row of organiser) {
    const names = [row.name, ...row.aliases];
    let at = join(names);
    if (at < 0) {
      at = drafts.length;
      drafts.push({ names: { en: row.name, ja: row.name, zh: row.name }, genreCode: null, aliases: [], typedOnly: [] });
    }
    const draft = drafts[at];
    if (draft === undefined) continue;
    draft.names = { en: row.name, ja: row.name, zh: row.name };
    if (row.genreCode !== null) draft.genreCode = row.genreCode;
    draft.aliases.push(...names);
    names.forEach((name) => claim(fandomKey(name), at, true));
  }
  return tableOf(drafts, owner);
}

function tableOf(drafts: readonly Draft[], owner: ReadonlyMap<string, number>): FandomTable {
  const fandoms = drafts.map((draft, at): Fandom => {
    // Only the names still this fandom's: an organiser may have taken one for another fandom.
    const texts = new Set<string>();
    for (const name of draft.aliases) {
      const text = fandomText(name);
      if (owner.get(fandomKey(name)) === at && text !== '') texts.add(text);
    }
    // Longest first: a row naming "uma musume" is found by it before "uma" could be tried.
    return { names: draft.names, genreCode: draft.genreCode, texts: [...texts].sort((a, b) => b.length - a.length) };
  });
  return { fandoms, byKey: owner };
}

export const NO_FANDOMS: FandomTable = { fandoms: [], byKey: new Map() };

/** The most words one fandom's name spans in a query ("uma musume pretty derby"). */
const MAX_SPAN = 5;

export type FandomSpan = { fandom: Fandom; start: number; end: number };

/**
 * The first run of the typed words that is a whole name of a fandom, longest at each start; null when
 * none is. Words are compared without spaces or punctuation, so `uma musume` and `umamusume` agree.
 */
export function findFandom(table: FandomTable, words: readonly string[]): FandomSpan | null {
  if (table.fandoms.length === 0) return null;
  const keys = words.map(fandomKey);
  for (let start = 0; start < keys.length; start++) {
    for (let end = Math.min(keys.length, start + MAX_SPAN); end > start; end--) {
      const at = table.byKey.get(keys.slice(start, end).join(''));
      const fandom = at === undefined ? undefined : table.fandoms[at];
      if (fandom !== undefined) return { fandom, start, end };
    }
  }
  return null;
}
