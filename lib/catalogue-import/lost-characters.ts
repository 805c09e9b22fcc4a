import type pg from 'pg';
import type { EventData } from '@/lib/catalogue-import/event-data';

// Excel's "CSV" save in Japan writes Shift_JIS and puts `?` for every character Shift_JIS has not (emoji,
// ♡ in some fonts' variants, many names' kanji variants). Read back, the circle's name is silently
// `Circle ?`: a correction round would overwrite good text. The import goes on, but says which circles
// and fields lost characters, so that staff fix them in the organiser's system before the next delivery.

/** A circle whose text in a Shift_JIS file is the catalogue's with `?` where other characters stood. */
export type LostCharacters = { wcid: number; name: string; field: 'name' | 'author' | 'description'; current: string; incoming: string };

const CHECKED_FIELDS = ['name', 'author', 'description'] as const;

let shiftJisCharacters: Set<string> | undefined;

/** Every character Windows' Shift_JIS (CP932, as Excel writes it) can hold, from its decoder. */
function shiftJisRepertoire(): Set<string> {
  if (shiftJisCharacters) return shiftJisCharacters;
  const bytes: number[] = [];
  for (let byte = 0x20; byte < 0x7f; byte += 1) bytes.push(byte, 0x0a);
  for (let byte = 0xa1; byte <= 0xdf; byte += 1) bytes.push(byte, 0x0a);
  for (const lead of [...range(0x81, 0x9f), ...range(0xe0, 0xfc)]) for (const trail of [...range(0x40, 0x7e), ...range(0x80, 0xfc)]) bytes.push(lead, trail, 0x0a);
  const decoded = new TextDecoder('shift_jis').decode(Uint8Array.from(bytes)).split('\n');
  shiftJisCharacters = new Set(decoded.filter((character) => character !== '\uFFFD' && [...character].length === 1));
  return shiftJisCharacters;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

/** The text as Excel's Shift_JIS save leaves it: each character Shift_JIS has not becomes `?`. */
export function asExcelShiftJis(text: string): string {
  const repertoire = shiftJisRepertoire();
  return [...text].map((character) => (character === '\n' || character === '\r' || repertoire.has(character) ? character : '?')).join('');
}

/** Whether `incoming` is `current` with `?` where characters Shift_JIS cannot hold stood. */
export function lostCharacters(current: string, incoming: string): boolean {
  return incoming !== current && incoming.includes('?') && asExcelShiftJis(current) === incoming;
}

/**
 * The circles of a Shift_JIS circles.csv whose name, author or description lost characters against the
 * catalogue; only rows with a `?` are looked up.
 */
export async function findLostCharacters(client: pg.ClientBase, data: EventData): Promise<LostCharacters[]> {
  const suspects = data.circles.filter((circle) => CHECKED_FIELDS.some((field) => circle[field].includes('?')));
  if (suspects.length === 0) return [];
  const result = await client.query<{ wcid: number; name: string; author: string; description: string }>(
    `SELECT c.wcid, c.name, c.author, c.description FROM "Circle" c JOIN "Event" e ON e.id = c."eventId" WHERE e.code = $1 AND c.wcid = ANY($2::int4[])`,
    [data.event.code, suspects.map((circle) => circle.wcid)],
  );
  const current = new Map(result.rows.map((row) => [row.wcid, row]));
  return suspects.flatMap((circle) => {
    const before = current.get(circle.wcid);
    if (!before) return [];
    return CHECKED_FIELDS.filter((field) => lostCharacters(before[field], circle[field])).map((field) => ({
      wcid: circle.wcid, name: before.name, field, current: before[field], incoming: circle[field],
    }));
  });
}
