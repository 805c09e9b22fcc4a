// `npm run bench:catalogue-import`: the catalogue import at the demo event's size (about 26,000 circles,
// 67,000 works, one cut per circle) on a temporary embedded PostgreSQL and a temporary cut folder: a full
// import into an empty database (cuts checked, converted to WebP and stored), a re-import with 1 % of the
// circles changed (renamed, moved, withdrawn, works repriced; cuts unchanged), and the same files once
// more, which must report 0 changes. Each import runs in a child process; peak_mb is the largest child's
// peak RSS. The last line is the summary.
import { execFile } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { EventData } from '@/lib/catalogue-import/event-data';
import { writeFilesToFolder } from '@/lib/catalogue-import/export-event';
import { writeEventFiles } from '@/lib/catalogue-import/write-format';
import { startEmbeddedPostgres } from '@/lib/db/embedded-postgres';
import { applyMigrations } from '@/lib/db/migrations';
import { generateDemoEvent } from '@/lib/demo-data/generate-demo-event';
import { writeBenchCuts } from './support/bench-cuts';

const run = promisify(execFile);
const CHANGED_SHARE = 0.01;

type ChildResult = { ms: number; total: number; maxRssMb: number; summary: { circles: object; spaces: object; works: object; cuts: object } };

async function importInChild(url: string, folder: string, cutDir: string): Promise<ChildResult> {
  const child = path.resolve(import.meta.dirname, 'support', 'catalogue-import-child.ts');
  const { stdout } = await run(process.execPath, ['--import', 'tsx', child, url, folder, cutDir], { maxBuffer: 64 * 1024 * 1024, env: process.env });
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as ChildResult;
}

/** 1 % of the circles changed as a correction round changes them: a third renamed, a third moved (swapped with a neighbour), a sixth withdrawn, a sixth repriced. */
function correction(data: EventData): EventData {
  const changed = Math.round(data.circles.length * CHANGED_SHARE);
  const step = Math.floor(data.circles.length / changed);
  const next: EventData = { ...data, circles: data.circles.map((c) => ({ ...c })), placements: data.placements.map((p) => ({ ...p })), works: data.works.map((w) => ({ ...w })) };
  const withdraw = new Set<number>();
  for (let n = 0; n < changed; n += 1) {
    const index = n * step;
    const circle = next.circles[index];
    if (!circle) continue;
    const kind = n % 6;
    if (kind === 0 || kind === 1) circle.name = `${circle.name} (corrected)`;
    else if (kind === 2 || kind === 3) {
      const mine = next.placements.filter((p) => p.circleIndex === index);
      const other = next.placements.find((p) => p.circleIndex === index + 1 && p.dayIndex === mine[0]?.dayIndex);
      if (mine.length === 1 && other && next.placements.filter((p) => p.circleIndex === index + 1).length === 1) {
        (mine[0] as EventData['placements'][number]).circleIndex = index + 1;
        other.circleIndex = index;
      } else circle.description = `${circle.description} (moved)`;
    } else if (kind === 4) withdraw.add(index);
    else for (const work of next.works) if (work.circleIndex === index) work.priceYen = (work.priceYen ?? 0) + 100;
  }
  const shift = (index: number) => index - [...withdraw].filter((w) => w < index).length;
  return {
    ...next,
    circles: next.circles.filter((_, index) => !withdraw.has(index)),
    placements: next.placements.filter((p) => !withdraw.has(p.circleIndex)).map((p) => ({ ...p, circleIndex: shift(p.circleIndex) })),
    works: next.works.filter((w) => !withdraw.has(w.circleIndex)).map((w) => ({ ...w, circleIndex: shift(w.circleIndex) })),
    shopLinks: next.shopLinks.filter((l) => !withdraw.has(l.circleIndex)).map((l) => ({ ...l, circleIndex: shift(l.circleIndex) })),
  };
}

const folder = await mkdtemp(path.join(tmpdir(), 'catalogue-import-bench-'));
await chmod(folder, 0o755);
const cluster = await startEmbeddedPostgres({ dataDir: path.join(folder, 'data'), port: 56000 + Math.floor(Math.random() * 3000) });
try {
  await cluster.createDatabase('catalogue');
  const url = cluster.urlFor('catalogue');
  await applyMigrations(url);
  const data = generateDemoEvent({ seed: 1, scale: 1 });
  const full = path.join(folder, 'full');
  const delta = path.join(folder, 'delta');
  const cutDir = path.join(folder, 'cut-store');
  await writeFilesToFolder(full, writeEventFiles(data));
  const corrected = correction(data);
  await writeFilesToFolder(delta, writeEventFiles(corrected));
  const cuts = await writeBenchCuts(data, full);
  await writeBenchCuts(corrected, delta);
  console.log(`Files: ${data.circles.length} circles, ${data.works.length} works, ${cuts} cuts; load ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}`);

  const first = await importInChild(url, full, cutDir);
  console.log(`full: ${(first.ms / 1000).toFixed(1)} s, ${first.total} changes, cuts ${JSON.stringify(first.summary.cuts)}, peak ${first.maxRssMb.toFixed(0)} MB`);
  const second = await importInChild(url, delta, cutDir);
  console.log(`delta: ${(second.ms / 1000).toFixed(1)} s, ${second.total} changes, peak ${second.maxRssMb.toFixed(0)} MB: ${JSON.stringify({ circles: second.summary.circles, spaces: second.summary.spaces, works: second.summary.works, cuts: second.summary.cuts })}`);
  const third = await importInChild(url, delta, cutDir);
  console.log(`no-op: ${(third.ms / 1000).toFixed(1)} s, ${third.total} changes, peak ${third.maxRssMb.toFixed(0)} MB`);
  const peak = Math.max(first.maxRssMb, second.maxRssMb, third.maxRssMb);
  console.log(
    `catalogue-import circles=${data.circles.length} works=${data.works.length} cuts=${cuts} full_s=${(first.ms / 1000).toFixed(1)} ` +
      `delta_s=${(second.ms / 1000).toFixed(1)} noop_changes=${third.total} peak_mb=${peak.toFixed(0)}`,
  );
} finally {
  await cluster.stop();
  await rm(folder, { recursive: true, force: true });
}
