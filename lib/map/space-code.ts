import { kanaRomaji } from '@/lib/text/kana-romaji';
import type { HallArea, MapDay } from './map-day';

// A space code typed in the map's search (`ソ-28`, `東ソ-28a`, `East so-28`, `E ソ28b`) and the desk it
// names on a day. On the day visitors find their way by these codes, so the map answers them itself from
// the day it holds, instead of sending them to the catalogue's name search, which knows no codes.

export type SpaceCode = { area?: HallArea; block: string; number: number; side?: 'a' | 'b' };

const AREA_WORDS: Readonly<Record<string, HallArea>> = { east: 'EAST', west: 'WEST', south: 'SOUTH', 東: 'EAST', 东: 'EAST', 西: 'WEST', 南: 'SOUTH', e: 'EAST', w: 'WEST', s: 'SOUTH' };

// The area as a word (`East `), a sign's character (`東`) or a letter followed by a space or a kana (`E ソ`).
const AREA = /^(?:(east|west|south)\s*|([東东西南])\s*|([ews])(?:\s+|(?=[^\x00-\x7f])))/i;
// A block as one character other than a digit, or as romaji (`so`) when a hyphen follows; then the number
// and an optional side (`ab` names the whole desk, as no side does).
const REST = /^(?:([^\s\d\x00-\x7f])|([a-z])|([a-z]{1,3})(?=\s*-))\s*-?\s*(\d{1,3})\s*(ab|a|b)?$/i;

export function parseSpaceCode(typed: string): SpaceCode | null {
  let text = typed.normalize('NFKC').trim();
  let area: HallArea | undefined;
  const areaMatch = AREA.exec(text);
  if (areaMatch) {
    const word = (areaMatch[1] ?? areaMatch[2] ?? areaMatch[3] ?? '').toLowerCase();
    area = AREA_WORDS[word];
    text = text.slice(areaMatch[0].length);
  }
  const match = REST.exec(text);
  if (!match) return null;
  const [, kana, letter, romaji, digits, side] = match;
  // A single Latin letter without a hyphen (`a12`) reads as a word rather than a space.
  if (letter !== undefined && !/-/.test(text) && area === undefined) return null;
  const block = kana ?? letter ?? romaji ?? '';
  return { area, block, number: Number(digits), side: side === 'a' || side === 'b' ? side : undefined };
}

/** How well a block's name answers the typed block: 2 the same character, 1 its romaji, 0 not at all. */
function blockScore(name: string, typed: string): number {
  const plain = name.normalize('NFKC');
  if (plain === typed) return 2;
  return /^[a-z]+$/i.test(typed) && kanaRomaji(plain) === typed.toLowerCase() ? 1 : 0;
}

export type SpaceCodeMatch = { space: number; circle: number };

/**
 * Every desk a code may name on this day, one for each block name it may mean: a Latin letter is both a
 * Latin block (`A` is East's Ａ) and the romaji of a kana block (ア, shown as `ア(A)`), and the map asks
 * rather than guesses. The block named by its own character comes first, then those named by romaji.
 * Within one name (a wall block's letter repeats in every hall): the hall shown first, then venue order;
 * a half with a circle before an empty one.
 */
export function findSpaceCodeChoices(day: MapDay, code: SpaceCode, preferHall = -1): SpaceCodeMatch[] {
  const scores = day.blocks.map((block) => (code.area && day.halls[block.hall]?.area !== code.area ? 0 : blockScore(block.name, code.block)));
  const byName = new Map<string, { match: SpaceCodeMatch; rank: number }>();
  const { spaces } = day;
  for (let space = 0; space < spaces.number.length; space += 1) {
    const block = spaces.block[space] ?? -1;
    const score = scores[block] ?? 0;
    if (score === 0 || spaces.number[space] !== code.number) continue;
    if (code.side && spaces.side[space] !== code.side) continue;
    const name = day.blocks[block]?.name ?? '';
    const circle = spaces.circle[space] ?? -1;
    const rank = (2 - score) * 4 + (day.blocks[block]?.hall === preferHall ? 0 : 2) + (circle >= 0 ? 0 : 1);
    const found = byName.get(name);
    if (!found || rank < found.rank) byName.set(name, { match: { space, circle }, rank });
  }
  return [...byName.values()].sort((a, b) => a.rank - b.rank).map((found) => found.match);
}

/** The desk a code names on this day, its own character before romaji (the first of its choices). */
export function findSpaceCode(day: MapDay, code: SpaceCode, preferHall = -1): SpaceCodeMatch | null {
  return findSpaceCodeChoices(day, code, preferHall)[0] ?? null;
}
