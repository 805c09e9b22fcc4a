// `npm run db:seed -- [--seed N] [--scale N] [--replace]`: writes the demo event, deterministic from N.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { wholeNumberInput } from '@/lib/validation/bounded-number';
import { MAX_INT4 } from '@/lib/validation/whole-number';
import { applyMigrations } from '@/lib/db/migrations';
import { openLocalDatabase } from '@/lib/db/local-database';
import { seedDemoEvent } from '@/lib/demo-data/seed-demo-event';

const { values } = parseArgs({
  options: { seed: { type: 'string', default: '1' }, scale: { type: 'string', default: '1' }, replace: { type: 'boolean', default: false } },
});
const options = z
  .object({ seed: wholeNumberInput({ min: 0, max: MAX_INT4 }), scale: wholeNumberInput({ min: 1, max: 10 }), replace: z.boolean() })
  .parse(values);

const database = await openLocalDatabase();
try {
  await applyMigrations(database.url);
  const summary = await seedDemoEvent(database.url, options);
  console.log(
    `Seeded event ${summary.eventId}: ${summary.circles} circles, ${summary.placements} placements, ` +
      `${summary.exhibitors} exhibitors, ${summary.genres} genres, ${summary.works} works in ${summary.ms} ms.`,
  );
} finally {
  await database.stop();
}
