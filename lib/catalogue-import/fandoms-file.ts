import { z } from 'zod';
import { readCsvTable } from '@/lib/catalogue-import/csv-table';
import type { EventFiles } from '@/lib/catalogue-import/event-files';
import type { Problems } from '@/lib/catalogue-import/problems';
import { wholeNumberText } from '@/lib/validation/bounded-number';
import { zodProblems } from '@/lib/catalogue-import/zod-problems';
import type { OrganiserFandom } from '@/lib/search';

// fandoms.csv, optional: the organiser's names for the fandoms circles write about, which extend and
// override the list the product ships (decision 041). One row a fandom: its name, the code of its genre
// in genres.csv when it has one, and its other names separated by `|`.

export const FANDOMS_FILE = 'fandoms.csv';
export const fandomColumns = ['fandom', 'genre', 'aliases'] as const;

const MAX_ALIASES = 64;

export const fandomRowSchema = z.object({
  fandom: z.string().trim().min(1, 'must not be empty').max(200),
  genre: z.union([z.literal('').transform(() => null), wholeNumberText({ min: 1, max: 999 }, 'must be a whole number from 1 to 999')]),
  aliases: z
    .string()
    .max(4000)
    .transform((value) => value.split('|').map((alias) => alias.trim()).filter((alias) => alias !== ''))
    .pipe(z.array(z.string().max(200, 'each name at most 200 characters')).max(MAX_ALIASES, `at most ${MAX_ALIASES} names`)),
});

/** The organiser's fandoms, checked against the genres the files define; [] without the file. */
export function parseFandomsFile(files: EventFiles, genreCodes: ReadonlySet<number>, problems: Problems): OrganiserFandom[] {
  const bytes = files.get(FANDOMS_FILE);
  if (bytes === undefined) return [];
  const fandoms: OrganiserFandom[] = [];
  const names = new Set<string>();
  for (const row of readCsvTable(FANDOMS_FILE, bytes, fandomColumns, problems)) {
    const parsed = fandomRowSchema.safeParse(row.cells);
    if (!parsed.success) {
      zodProblems(FANDOMS_FILE, row.line, parsed.error, row.cells, problems);
      continue;
    }
    const { fandom, genre, aliases } = parsed.data;
    if (names.has(fandom)) problems.add({ file: FANDOMS_FILE, line: row.line, field: 'fandom', message: `duplicate fandom ${fandom}` });
    else if (genre !== null && !genreCodes.has(genre)) problems.add({ file: FANDOMS_FILE, line: row.line, field: 'genre', message: `unknown genre ${genre} (not in genres.csv)` });
    else {
      names.add(fandom);
      fandoms.push({ name: fandom, genreCode: genre, aliases });
    }
  }
  return fandoms;
}
