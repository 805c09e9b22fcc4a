// `npm run bench:catalogue-import-memory`: the importer's peak memory on a 200 MB circles.csv. The demo
// event's circles get long Japanese descriptions until circles.csv reaches the size (the file is made
// here, never kept), then it is imported into an empty database and once more over itself (0 changes),
// each in a child process whose peak RSS is read. Target: at most 1 GB (issue 49).
import { execFile } from 'node:child_process';
import { chmod, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { writeFilesToFolder } from '@/lib/catalogue-import/export-event';
import { CIRCLES_FILE } from '@/lib/catalogue-import/format';
import { writeEventFiles } from '@/lib/catalogue-import/write-format';
import { startEmbeddedPostgres } from '@/lib/db/embedded-postgres';
import { applyMigrations } from '@/lib/db/migrations';
import { generateDemoEvent } from '@/lib/demo-data/generate-demo-event';

const run = promisify(execFile);
const TARGET_BYTES = Number(process.env.BENCH_CIRCLES_MB ?? 200) * 1024 * 1024;
const PHRASE = '新刊は東方Projectの合同誌です。既刊も少し持っていきます。無配ペーパーあり、お気軽にどうぞ！';

async function importInChild(url: string, folder: string, cutDir: string): Promise<{ ms: number; total: number; maxRssMb: number }> {
  const child = path.resolve(import.meta.dirname, 'support', 'catalogue-import-child.ts');
  const { stdout } = await run(process.execPath, ['--import', 'tsx', child, url, folder, cutDir], { maxBuffer: 64 * 1024 * 1024, env: process.env });
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as { ms: number; total: number; maxRssMb: number };
}

const folder = await mkdtemp(path.join(tmpdir(), 'catalogue-import-memory-'));
await chmod(folder, 0o755);
const cluster = await startEmbeddedPostgres({ dataDir: path.join(folder, 'data'), port: 53000 + Math.floor(Math.random() * 3000) });
try {
  await cluster.createDatabase('catalogue');
  const url = cluster.urlFor('catalogue');
  await applyMigrations(url);
  const data = generateDemoEvent({ seed: 1, scale: 1 });
  const plain = writeEventFiles(data).get(CIRCLES_FILE)?.length ?? 0;
  // Characters of the phrase take 2.8 bytes in UTF-8 on average; the descriptions stay within the format's 5,000.
  const perCircle = Math.min(4_900, Math.max(0, Math.ceil((TARGET_BYTES - plain) / data.circles.length / (Buffer.byteLength(PHRASE) / PHRASE.length))));
  const padding = PHRASE.repeat(Math.ceil(perCircle / PHRASE.length) + 1);
  data.circles = data.circles.map((circle, index) => ({ ...circle, description: `${index} ${padding}`.slice(0, perCircle) }));
  const files = path.join(folder, 'files');
  await writeFilesToFolder(files, writeEventFiles(data));
  const size = (await stat(path.join(files, CIRCLES_FILE))).size;
  const cutDir = path.join(folder, 'cut-store');
  const first = await importInChild(url, files, cutDir);
  console.log(`new event: ${(first.ms / 1000).toFixed(1)} s, peak ${first.maxRssMb.toFixed(0)} MB`);
  const again = await importInChild(url, files, cutDir);
  console.log(`same files again: ${(again.ms / 1000).toFixed(1)} s, ${again.total} changes, peak ${again.maxRssMb.toFixed(0)} MB`);
  console.log(`catalogue-import-memory circles_csv_mb=${(size / 1024 / 1024).toFixed(0)} circles=${data.circles.length} new_peak_mb=${first.maxRssMb.toFixed(0)} again_peak_mb=${again.maxRssMb.toFixed(0)} again_changes=${again.total}`);
} finally {
  await cluster.stop();
  await rm(folder, { recursive: true, force: true });
}
