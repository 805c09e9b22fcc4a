// `npm run catalogue:translate [-- --dry-run]`: translates the served event's circle texts that still want a
// machine translation (decision 042), e.g. after an import stopped at DeepL's quota. With --dry-run it only
// says how many texts and characters are pending. Exit code 0 when nothing is left pending, 1 otherwise.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { formatPending, formatTranslateEventResult, translateEvent } from '@/lib/catalogue-translation/translate-event';
import { countPendingFor } from '@/lib/catalogue-translation/count-pending-for';
import { applyMigrations } from '@/lib/db/migrations';
import { openLocalDatabase } from '@/lib/db/local-database';

const { values } = parseArgs({ options: { 'dry-run': { type: 'boolean', default: false } } });
const eventCode = z.string().default('C999').parse(process.env.EVENT);
const database = await openLocalDatabase();
let exitCode = 0;
try {
  await applyMigrations(database.url);
  if (values['dry-run']) {
    const pending = await countPendingFor(database.url, eventCode);
    console.log(pending ? `Pending translations:\n${formatPending(pending)}` : 'The event is not in the database.');
  } else {
    const result = await translateEvent(database.url, eventCode);
    console.log(formatTranslateEventResult(result));
    const left = result.kind === 'translated' ? result.report.locales : result.kind === 'not-configured' ? result.pending : [];
    if (left.some((r) => r.pending > 0)) exitCode = 1;
  }
} finally {
  await database.stop();
}
process.exit(exitCode);
