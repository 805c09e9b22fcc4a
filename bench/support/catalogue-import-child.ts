// One catalogue import in a process of its own, so that the benchmark reads the importer's own peak memory.
// Prints one JSON line: { ms, total, maxRssMb }.
import { importCatalogueFiles } from '@/lib/catalogue-import/import-files';
import { folderCutStore } from '@/lib/cut-images/folder-cut-store';

const [url, folder, cutDir] = process.argv.slice(2);
if (!url || !folder || !cutDir) throw new Error('Usage: catalogue-import-child <database url> <folder> <cut store folder>');
const started = performance.now();
const result = await importCatalogueFiles(url, folder, { dryRun: false, currentEventCode: 'C999', cutStore: folderCutStore(cutDir) });
const ms = performance.now() - started;
console.log(JSON.stringify({ ms, total: result.summary.total, summary: result.summary, maxRssMb: process.resourceUsage().maxRSS / 1024 }));
