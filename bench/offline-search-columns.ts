// `npx tsx bench/offline-search-columns.ts`: where the bytes of the demo event's adult snapshot
// are. Prints each column's JSON alone and its brotli 11 alone (in KB of 1,000 bytes, the bench's unit),
// then the whole snapshot as served. Columns compress a little better together than alone (shared
// strings), so the parts add up to a bit more than the whole. Uses DATABASE_URL or the embedded database
// of `npm start`; ROWS_FILE=path keeps the loaded rows in a file and reads them from it next time, so
// trying a change of the format does not wait for the database.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { brotliCompressSync, constants } from 'node:zlib';
import { loadFacets, type CatalogueFacets } from '@/lib/catalogue/facets';
import { loadSearchableRows } from '@/lib/catalogue/searchable-rows';
import { createPrismaClient } from '@/lib/db/client';
import { buildSnapshot } from '@/lib/offline-search/server/build-snapshot';
import type { SearchableCircle } from '@/lib/search';
import { openBenchDatabase } from './support/bench-database';

type Loaded = { eventId: number; rows: SearchableCircle[]; facets: CatalogueFacets };

async function loadFromDatabase(): Promise<Loaded> {
  const database = await openBenchDatabase({ scale: 1 });
  try {
    const client = createPrismaClient(database.url, 4);
    const event = await client.event.findUnique({ where: { code: process.env.EVENT ?? 'C999' }, select: { id: true } });
    if (!event) throw new Error('No demo event in the database.');
    const [{ rows }, facets] = await Promise.all([loadSearchableRows(client, event.id), loadFacets(client, event.id)]);
    await client.$disconnect();
    return { eventId: event.id, rows, facets };
  } finally {
    await database.close();
  }
}

async function load(): Promise<Loaded> {
  const file = process.env.ROWS_FILE;
  if (file && existsSync(file)) {
    const loaded = JSON.parse(await readFile(file, 'utf8')) as Loaded;
    // Dates do not survive JSON; the snapshot writes only the days' dates.
    loaded.facets.days = loaded.facets.days.map((day) => ({ ...day, date: new Date(day.date) }));
    return loaded;
  }
  const loaded = await loadFromDatabase();
  if (file) await writeFile(file, JSON.stringify(loaded));
  return loaded;
}

const brotli = (text: string) => brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_LGWIN]: 24, [constants.BROTLI_PARAM_SIZE_HINT]: text.length } }).length;
const kb = (bytes: number) => (bytes / 1000).toFixed(1).padStart(7);

const { eventId, rows, facets } = await load();
const built = await buildSnapshot(eventId, 'adult', rows, facets);
await built.brotliReady;
const snapshot = JSON.parse(built.json.toString('utf8')) as { columns: Record<string, unknown>; facets: unknown };
const parts: [string, unknown][] = [...Object.entries(snapshot.columns), ['(facets)', snapshot.facets]];
let sum = 0;
console.log('column              json_kb  brotli_kb');
for (const [name, value] of parts) {
  const json = JSON.stringify(value);
  const size = brotli(json);
  sum += size;
  console.log(`${name.padEnd(18)}${kb(Buffer.byteLength(json))}  ${kb(size)}`);
}
console.log(`${'(columns alone)'.padEnd(18)}${' '.repeat(7)}  ${kb(sum)}`);
console.log(`snapshot rows=${built.rows} json_kb=${(built.json.length / 1000).toFixed(1)} brotli_kb=${((built.brotli ?? built.gzip).length / 1000).toFixed(1)}`);
