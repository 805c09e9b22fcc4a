// `npm run bench:import`: the checklist import of the largest file accepted, on a fresh embedded
// PostgreSQL seeded with the demo event. A 10,000-row checklist of close to 4 MB is written by the
// export (from favourites of a second user), then previewed and applied for the Platinum demo user
// through the importer the route handlers use: preview = decode + parse + match against the cached
// index and the user's favourites (median of 3 runs after a first, index-building one); apply = the
// preview's plan, checked against the catalogue, and the one write transaction.
// The last line is the summary.
import os from 'node:os';
import { LISTED_CIRCLE } from '@/lib/catalogue/listed-circles';
import { createChecklistImporter } from '@/lib/checklist/checklist-importer';
import { exportUserChecklist } from '@/lib/checklist/export-favorites';
import type { ImportRequest } from '@/lib/checklist/import-plan';
import { MAX_CHECKLIST_BYTES } from '@/lib/checklist/limits';
import { createMatchIndexCache } from '@/lib/checklist/match-index-cache';
import { createPrismaClient } from '@/lib/db/client';
import { openBenchDatabase } from './support/bench-database';

const ROWS = 10_000;
const EVENT = 'C999';
const SOURCE_USER = 'demo-user-member';
const TARGET_USER = 'demo-user-platinum';
const PREVIEW_RUNS = 3;

const load = () => os.loadavg().map((n) => n.toFixed(2)).join(' ');
const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await work();
  return { value, ms: performance.now() - start };
}

/** A memo of at most `bytes` UTF-8 bytes as written (a line break becomes CRLF): a number, a line break, kana and Latin. */
function memoOfBytes(bytes: number, row: number): string {
  const pattern = '新刊とグッズ, "セット" チェック済み';
  let memo = `${row}\n`;
  let size = new TextEncoder().encode(memo).length + 1;
  for (let at = 0; ; at = (at + 1) % pattern.length) {
    const char = pattern.charAt(at);
    const charBytes = new TextEncoder().encode(char).length * (char === '"' ? 2 : 1);
    if (size + charBytes > bytes) return memo;
    memo += char;
    size += charBytes;
  }
}

console.log(`machine: ${os.cpus().length} cores, load average ${load()} at start`);
const database = await openBenchDatabase({ scale: 1, fresh: true });
const client = createPrismaClient(database.url, 4);
try {
  const event = await client.event.findUniqueOrThrow({ where: { code: EVENT }, select: { id: true } });
  const circles = await client.circle.findMany({
    where: { eventId: event.id, ...LISTED_CIRCLE },
    select: { id: true },
    orderBy: { circleNumber: 'asc' },
    take: ROWS,
  });
  if (circles.length < ROWS) throw new Error(`only ${circles.length} circles to favourite`);

  // The file: favourites of one user written by the export, memos sized to bring it close to 4 MB.
  await client.favorite.deleteMany({ where: { userId: SOURCE_USER } });
  await client.favorite.createMany({ data: circles.map((circle, row) => ({ userId: SOURCE_USER, circleId: circle.id, color: 1 + (row % 18), memo: '' })) });
  const exportOnce = () => exportUserChecklist(client, { userId: SOURCE_USER, eventCode: EVENT, encoding: 'utf-8', programVersion: '0.1.0', origin: 'https://catalogue.example' });
  const setMemos = (bytes: number) =>
    client.$executeRaw`UPDATE "Favorite" SET memo = m.memo FROM unnest(${circles.map((c) => c.id)}::int[], ${circles.map((_, row) => memoOfBytes(bytes, row))}::text[]) AS m(id, memo) WHERE "userId" = ${SOURCE_USER} AND "circleId" = m.id`;
  // Sized from the export without memos, then trimmed once by what the CSV adds (quotes, CR before LF).
  const bare = (await exportOnce()).bytes.length;
  console.log(`file without memos: bytes=${bare}`);
  let memoBytes = Math.floor((MAX_CHECKLIST_BYTES - bare - 4096) / ROWS);
  await setMemos(memoBytes);
  const excess = (await exportOnce()).bytes.length - (MAX_CHECKLIST_BYTES - 4096);
  if (excess > 0) {
    memoBytes -= Math.ceil(excess / ROWS) + 3;
    await setMemos(memoBytes);
  }
  const exported = await timed(exportOnce);
  const file = exported.value.bytes;
  console.log(`file: rows=${exported.value.circleCount} bytes=${file.length} (limit ${MAX_CHECKLIST_BYTES}) export_ms=${exported.ms.toFixed(0)}`);

  await client.favorite.deleteMany({ where: { userId: TARGET_USER } });
  const cache = createMatchIndexCache(client);
  const importer = createChecklistImporter(client, cache);
  const request: ImportRequest = { userId: TARGET_USER, eventCode: EVENT, bytes: file, overwriteExisting: false };
  const cpu = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };

  // The first import after a start (or a catalogue change) builds the match index; later ones reuse it.
  const cold = await timed(() => importer.preview(request));
  const previews: number[] = [];
  const previewCpu: number[] = [];
  for (let run = 0; run < PREVIEW_RUNS; run++) {
    const cpuStart = cpu();
    previews.push((await timed(() => importer.preview(request))).ms);
    previewCpu.push(cpu() - cpuStart);
  }
  const { summary } = cold.value.preview;
  console.log(`preview: cold_ms=${cold.ms.toFixed(0)} (builds the match index) warm_ms=${previews.map((ms) => ms.toFixed(0)).join(',')} cpu_ms=${previewCpu.map((ms) => ms.toFixed(0)).join(',')} found=${summary.found} importable=${summary.importable}`);

  // Apply as the import endpoint runs it after that preview: the kept plan, checked against the catalogue, then the write.
  const applyCpuStart = cpu();
  const apply = await timed(() => importer.apply(request));
  const applyCpu = cpu() - applyCpuStart;
  const written = await client.favorite.count({ where: { userId: TARGET_USER } });
  if (written !== ROWS || apply.value.count !== ROWS) throw new Error(`expected ${ROWS} favourites, found ${written}`);
  // And as another instance would, without the preview's plan: the file is planned again.
  await client.favorite.deleteMany({ where: { userId: TARGET_USER } });
  const replanned = await timed(() => createChecklistImporter(client, cache).apply(request));
  console.log(`apply: ms=${apply.ms.toFixed(0)} cpu_ms=${applyCpu.toFixed(0)} imported=${apply.value.count}; without the preview's plan ms=${replanned.ms.toFixed(0)}`);
  console.log(`machine: load average ${load()} at end`);
  console.log(`import rows=${summary.rows} bytes=${file.length} preview_ms=${median(previews).toFixed(0)} apply_ms=${apply.ms.toFixed(0)}`);
} finally {
  await client.$disconnect();
  await database.close();
}
