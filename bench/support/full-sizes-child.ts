// The queued full sizes of an import's images (lib/catalogue-import/image-full-size.ts) made in a process
// of its own, as a server's queue worker makes them after the import: runs the queue until it is empty and
// prints one JSON line { ms, made, processCores, maxRssMb }.
import { runOnce } from 'graphile-worker';
import pg from 'pg';
import { conversionsAtOnce } from '@/lib/catalogue-import/convert-pool';
import { countPendingFullSizes, fullSizesAtOnce, fullSizeTasks } from '@/lib/catalogue-import/image-full-size';
import { folderCutStore } from '@/lib/cut-images/folder-cut-store';

const [url, cutDir, atOnceText] = process.argv.slice(2);
if (!url || !cutDir) throw new Error('Usage: full-sizes-child <database url> <cut store folder> [conversions at once]');
const atOnce = atOnceText ? Number(atOnceText) : fullSizesAtOnce();

async function pendingKeys(): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return countPendingFullSizes(client).finally(() => client.end());
}

const before = await pendingKeys();
const started = performance.now();
const cpu = process.cpuUsage();
const store = folderCutStore(cutDir);
// As a server's worker makes them (fullSizesAtOnce); more jobs in flight than conversions, so that
// fetching and completing jobs never leaves the conversions waiting.
await runOnce({ connectionString: url, taskList: fullSizeTasks(() => store, atOnce), concurrency: Math.max(atOnce, conversionsAtOnce()) * 2, noHandleSignals: true });
const ms = performance.now() - started;
const spent = process.cpuUsage(cpu);
const left = await pendingKeys();
console.log(JSON.stringify({ atOnce, ms, made: before - left, left, processCores: (spent.user + spent.system) / 1000 / ms, maxRssMb: process.resourceUsage().maxRSS / 1024 }));
