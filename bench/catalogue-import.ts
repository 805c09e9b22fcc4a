// `npm run bench:catalogue-import [-- --cuts 26460 --menus 10000 --covers 20000 --late 2000]`: the catalogue import at
// the demo event's size (about 26,000 circles, 67,000 works) with image files as issue 49 sizes them: one
// cut per circle, 10,000 menus (about 1,400 × 2,000) and 20,000 covers (about 1,000 × 1,400), drawn
// pictures as JPEG and PNG (bench/support/drawn-pages.ts, drawn once into a cache folder), each file with
// bytes of its own. On a temporary embedded PostgreSQL and a temporary cut folder: a full import into an
// empty database, a re-import with 1 % of the circles changed (renamed, moved, withdrawn, works repriced)
// and 2,000 menus new or changed, and the same files once more, which must report 0 changes. Each import
// runs in a child process; per phase (parse, cut conversion, image conversion, write) it prints seconds,
// files a second, the cores the importer kept busy and the cores busy on the machine (2.0 is all of a
// two-core machine: the difference is other work). After the full import and the delta, the images'
// full sizes are made from the queue (bench/support/full-sizes-child.ts), as a server's queue worker
// makes them once the import has committed (`--full-sizes-at-once N`: N conversions at once, as a worker
// process of its own might; by default as a server's worker, fullSizesAtOnce): full_sizes_s and
// delta_full_sizes_s. peak_mb is the largest
// child's peak RSS. The last line is the summary.
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
import { numberArgument } from './support/arguments';
import { benchImages, lateImages, picturePool, writeBenchCuts, writeBenchImages } from './support/bench-pictures';
import { summaryLine, type Field } from './support/summary-line';

const run = promisify(execFile);
const CHANGED_SHARE = 0.01;

type Counts = { new: number; replaced: number; unchanged: number; removed: number };
type Phase = { phase: string; seconds: number; processCores: number; machineCores: number };
type ChildResult = { ms: number; total: number; maxRssMb: number; phases: Phase[]; summary: { circles: object; spaces: object; works: object; cuts: Counts; images?: Counts } };

const load = () => os.loadavg().map((n) => n.toFixed(2)).join(' ');

/** `parse 4.1 s (1.0 | 1.9 cores), cuts 250.2 s, 105.7/s (1.9 | 2.0 cores), …`: ours | the machine's. */
function phaseLine(result: ChildResult): string {
  const converted = (counts: Counts | undefined) => (counts ? counts.new + counts.replaced : 0);
  return result.phases
    .map(({ phase, seconds, processCores, machineCores }) => {
      const files = phase === 'cuts' ? converted(result.summary.cuts) : phase === 'images' ? converted(result.summary.images) : 0;
      const rate = files > 0 ? `, ${files} converted, ${(files / seconds).toFixed(1)}/s` : '';
      return `${phase} ${seconds.toFixed(1)} s${rate} (${processCores.toFixed(2)} | ${machineCores.toFixed(2)} cores)`;
    })
    .join(', ');
}

type FullSizes = { atOnce: number; ms: number; made: number; left: number; processCores: number; maxRssMb: number };

async function fullSizesInChild(url: string, cutDir: string): Promise<FullSizes> {
  const child = path.resolve(import.meta.dirname, 'support', 'full-sizes-child.ts');
  const atOnce = fullSizesAtOnceArgument > 0 ? [String(fullSizesAtOnceArgument)] : [];
  const { stdout } = await run(process.execPath, ['--import', 'tsx', child, url, cutDir, ...atOnce], { maxBuffer: 64 * 1024 * 1024, env: process.env });
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as FullSizes;
}

const fullSizesLine = (sizes: FullSizes) =>
  `  full sizes after it, ${sizes.atOnce} at once: ${(sizes.ms / 1000).toFixed(1)} s, ${sizes.made} made, ${(sizes.made / (sizes.ms / 1000)).toFixed(1)}/s (${sizes.processCores.toFixed(2)} cores), ${sizes.left} left, peak ${sizes.maxRssMb.toFixed(0)} MB; load ${load()}`;

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

// Fewer files (a tenth: --cuts 2646 --menus 1000 --covers 2000 --late 200) for a quick look; the data stays the event's.
const cutCount = numberArgument('cuts', Number.POSITIVE_INFINITY);
const menus = numberArgument('menus', 10_000);
const covers = numberArgument('covers', 20_000);
const late = numberArgument('late', 2_000);
const fullSizesAtOnceArgument = numberArgument('full-sizes-at-once', 0);
// `--only-full`: the full import alone (no full sizes, delta or no-op), for a look at the event's size in less time.
const onlyFull = process.argv.includes('--only-full');
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
  const drawing = performance.now();
  const pool = await picturePool();
  const cutCircles = new Set(data.circles.slice(0, cutCount).map((circle) => circle.wcid));
  const cuts = await writeBenchCuts(data, full, pool, cutCircles);
  await writeBenchCuts(corrected, delta, pool, cutCircles);
  const images = benchImages(data, pool, { menus, covers });
  const written = await writeBenchImages(full, images);
  const lateDelivery = lateImages(images, corrected, pool, late);
  await writeBenchImages(delta, lateDelivery, full);
  console.log(
    `Files (${((performance.now() - drawing) / 1000).toFixed(0)} s to draw and write): ${data.circles.length} circles, ${data.works.length} works, ${cuts} cuts, ` +
      `${written.files} images (${written.megabytes.toFixed(0)} MB, ${images.filter((image) => image.row.kind === 'menu').length} menus); load ${load()}`,
  );

  const first = await importInChild(url, full, cutDir);
  console.log(`full: ${(first.ms / 1000).toFixed(1)} s, ${first.total} changes, cuts ${JSON.stringify(first.summary.cuts)}, images ${JSON.stringify(first.summary.images)}, peak ${first.maxRssMb.toFixed(0)} MB; load ${load()}`);
  console.log(`  ${phaseLine(first)}`);
  const seconds = (result: ChildResult, phase: string) => result.phases.find((entry) => entry.phase === phase)?.seconds ?? NaN;
  const fullFields: Field[] = [
    ['circles', data.circles.length, 0], ['works', data.works.length, 0], ['cuts', cuts, 0], ['images', written.files, 0],
    ['full_s', first.ms / 1000, 1], ['full_cuts_s', seconds(first, 'cuts'), 1], ['full_images_s', seconds(first, 'images'), 1],
  ];
  if (onlyFull) console.log(summaryLine('catalogue-import-full', [...fullFields, ['peak_mb', first.maxRssMb, 0]]));
  else {
    const firstSizes = await fullSizesInChild(url, cutDir);
    console.log(fullSizesLine(firstSizes));
    const second = await importInChild(url, delta, cutDir);
    console.log(`delta: ${(second.ms / 1000).toFixed(1)} s, ${second.total} changes, peak ${second.maxRssMb.toFixed(0)} MB: ${JSON.stringify({ circles: second.summary.circles, spaces: second.summary.spaces, works: second.summary.works, cuts: second.summary.cuts, images: second.summary.images })}; load ${load()}`);
    console.log(`  ${phaseLine(second)}`);
    const secondSizes = await fullSizesInChild(url, cutDir);
    console.log(fullSizesLine(secondSizes));
    const third = await importInChild(url, delta, cutDir);
    console.log(`no-op: ${(third.ms / 1000).toFixed(1)} s, ${third.total} changes, peak ${third.maxRssMb.toFixed(0)} MB; load ${load()}`);
    console.log(`  ${phaseLine(third)}`);
    const peak = Math.max(first.maxRssMb, second.maxRssMb, third.maxRssMb, firstSizes.maxRssMb, secondSizes.maxRssMb);
    console.log(
      summaryLine('catalogue-import', [
        ...fullFields,
        ['full_sizes_s', firstSizes.ms / 1000, 1], ['full_sizes_at_once', firstSizes.atOnce, 0],
        ['delta_s', second.ms / 1000, 1], ['delta_images', (second.summary.images?.new ?? 0) + (second.summary.images?.replaced ?? 0), 0], ['delta_full_sizes_s', secondSizes.ms / 1000, 1],
        ['noop_changes', third.total, 0], ['peak_mb', peak, 0],
      ]),
    );
  }
} finally {
  await cluster.stop();
  await rm(folder, { recursive: true, force: true });
}
