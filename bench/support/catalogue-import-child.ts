// One catalogue import in a process of its own, so that the benchmark reads the importer's own peak memory.
// Prints one JSON line: { ms, total, maxRssMb }.
import { importCatalogueFiles } from '@/lib/catalogue-import/import-files';

const [url, folder, flag] = process.argv.slice(2);
if (!url || !folder) throw new Error('Usage: catalogue-import-child <database url> <folder> [--dry-run]');
const started = performance.now();
const result = await importCatalogueFiles(url, folder, { dryRun: flag === '--dry-run', currentEventCode: 'C999' });
const ms = performance.now() - started;
console.log(JSON.stringify({ ms, total: result.summary.total, summary: result.summary, maxRssMb: process.resourceUsage().maxRSS / 1024 }));
