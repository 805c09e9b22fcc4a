// `npm run catalogue:history [-- --limit N]`: the catalogue imports, newest first, with what each changed.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { wholeNumberInput } from '@/lib/validation/bounded-number';
import { readImportHistory } from '@/lib/catalogue-import/history';
import { formatSummary } from '@/lib/catalogue-import/summary';
import { openLocalDatabase } from '@/lib/db/local-database';
import { applyMigrations } from '@/lib/db/migrations';

const { values } = parseArgs({ options: { limit: { type: 'string', default: '20' }, brief: { type: 'boolean', default: false } } });
const limit = wholeNumberInput({ min: 1, max: 1000 }).parse(values.limit);
const database = await openLocalDatabase();
const client = new pg.Client({ connectionString: database.url });
try {
  await applyMigrations(database.url);
  await client.connect();
  const entries = await readImportHistory(client, limit);
  if (entries.length === 0) console.log('No catalogue imports yet.');
  for (const entry of entries) {
    console.log(`#${entry.id} ${entry.importedAt} ${entry.eventCode} from ${entry.source} (sha256 ${entry.fileHash.slice(0, 16)}…): ` +
      `${entry.counts.circles} circles, ${entry.counts.works} works, ${entry.counts.cuts} cuts; ${entry.summary.total} changes`);
    if (!values.brief) console.log(formatSummary(entry.summary));
  }
} finally {
  await client.end();
  await database.stop();
}
