// `npm run bench:catalogue-images [-- --n 120 --widths 1,2,3,4 --threads 1,2 --ways import,job,both --efforts 0,1,2,4]`:
// how fast images.csv's files are checked and converted (lib/cut-images/prepare-image.ts), on the drawn
// menus and covers of bench:catalogue-import (bench/support/drawn-pages.ts; two thirds covers, one third
// menus, as in the delivery). Prints:
// - per kind (menu, cover), where an image's CPU time goes, one file at a time on one libvips thread:
//   hashing, the header and metadata, a full decode to raw pixels at the cap, a thumbnail from those
//   pixels, the full size's WebP encoding at quality 80 and 75 and at a 1,600 px cap, the thumbnail straight
//   from the file (its decoder shrinking on load: what the import does), the full size straight from the
//   file and the offline rendition straight from the file (what the queued job does), both from one
//   decode to the full size's pixels instead, and writing a file to a folder store;
// - per WebP effort: CPU milliseconds and kilobytes of the full size and thumbnail of one image (bytes
//   against time, the encoder setting's choice);
// - per way (the import's thumbnail, the job's full size and a menu's offline rendition, all as before) × libvips threads per image ×
//   images in flight: images a second, the seconds 2,000 late images and 30,000 would take, the CPU
//   milliseconds per image (which other work on the machine hardly changes, unlike the rate), the cores
//   the process kept busy and how busy its JavaScript thread was (if that thread were the bottleneck,
//   worker threads would help; if not, they cannot).
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { convertInPool, valuesOrThrow } from '@/lib/catalogue-import/convert-pool';
import { queuedSizes } from '@/lib/catalogue-import/image-full-size';
import { IMAGE_FULL_EDGE, IMAGE_OFFLINE_EDGE, IMAGE_THUMB_EDGE } from '@/lib/cut-images/image-sizes';
import { folderCutStore } from '@/lib/cut-images/folder-cut-store';
import { IMAGE_WEBP, prepareImage, prepareImageThumb, prepareQueuedSizes } from '@/lib/cut-images/prepare-image';
import { checkCutSource, MAX_CUT_PIXELS } from '@/lib/cut-images/prepare-cut';
import { choiceArgument, numberArgument, textArgument } from './support/arguments';
import { uniqueCopy } from './support/drawn-pages';
import { picturePool } from './support/bench-pictures';
import { summaryLine } from './support/summary-line';

const numbers = (name: string, fallback: string) => textArgument(name, fallback).split(',').map(Number).filter((value) => Number.isInteger(value) && value >= 0);
const count = numberArgument('n', 120);
const widths = numbers('widths', '1,2,3,4');
const threads = numbers('threads', '1,2');
const efforts = numbers('efforts', '0,1,2,4');
const ways = choiceArgument('ways', ['import', 'job', 'both'] as const);
// A batch converts each file once: libvips' operation cache would only hold memory.
sharp.cache(false);
const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };

/** The bytes a way writes for one file: the import's thumbnail, the queued job's full size (and a menu's offline rendition), or all at once. */
async function convertOne(way: (typeof ways)[number], bytes: Buffer, menu: boolean): Promise<number> {
  const result = way === 'import' ? await prepareImageThumb(bytes) : way === 'job' ? await prepareQueuedSizes(bytes, queuedSizes(menu)) : await prepareImage(bytes);
  if (!result.ok) throw new Error(`a bench source was refused: ${result.problem.code}`);
  const image = result.image;
  const variants = 'thumb' in image ? [image.thumb] : 'variants' in image ? image.variants : image;
  return variants.reduce((sum, variant) => sum + variant.bytes.length, 0);
}

const pool = await picturePool();
const kindOf = (index: number) => (index % 3 === 0 ? 'menu' : 'cover');
const sources = Array.from({ length: Math.min(count, 90) }, (_, index) => {
  const picture = (kindOf(index) === 'menu' ? pool.menu[index % pool.menu.length] : pool.cover[index % pool.cover.length]) ?? pool.menu[0];
  if (!picture) throw new Error('no drawn pictures');
  return uniqueCopy(picture, `bench ${index}`);
});
const sourceKb = sources.reduce((sum, bytes) => sum + bytes.length, 0) / sources.length / 1024;
console.log(`${availableParallelism()} cores, libvips threads by default ${sharp.concurrency()}; sources ${sourceKb.toFixed(0)} KB on average; load ${loadavg().map((n) => n.toFixed(2)).join(' ')}; Node ${process.version}`);

// Stages and encoder settings: one image at a time on one thread, so that the figures are per image.
sharp.concurrency(1);
await stages();
const decoded = await Promise.all(
  sources.slice(0, 12).map((bytes) => sharp(bytes).rotate().resize(IMAGE_FULL_EDGE, IMAGE_FULL_EDGE, { fit: 'inside', withoutEnlargement: true }).flatten({ background: WHITE }).raw().toBuffer({ resolveWithObject: true })),
);
for (const effort of efforts) {
  let fullMs = 0;
  let fullBytes = 0;
  let thumbBytes = 0;
  for (const { data, info } of decoded) {
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
    // CPU time, not wall time: other work sharing the machine stretches the one, not the other.
    const before = process.cpuUsage();
    fullBytes += (await sharp(data, raw).webp({ quality: 80, effort }).toBuffer()).length;
    const spent = process.cpuUsage(before);
    fullMs += (spent.user + spent.system) / 1000;
    thumbBytes += (await sharp(data, raw).resize(IMAGE_THUMB_EDGE, IMAGE_THUMB_EDGE, { fit: 'inside' }).webp({ quality: 80, effort }).toBuffer()).length;
  }
  console.log(summaryLine('catalogue-images-effort', [['effort', effort, 0], ['full_cpu_ms', fullMs / decoded.length, 1], ['full_kb', fullBytes / decoded.length / 1024, 1], ['thumb_kb', thumbBytes / decoded.length / 1024, 1]]));
}

for (const way of ways) {
  for (const vipsThreads of threads) {
    sharp.concurrency(vipsThreads);
    for (const width of widths) {
      let outputBytes = 0;
      const cpuBefore = process.cpuUsage();
      const eluBefore = performance.eventLoopUtilization();
      const started = performance.now();
      valuesOrThrow(await convertInPool(Array.from({ length: count }, (_, index) => index % sources.length), width, async (index) => {
        // Awaited first: `outputBytes += await …` would read the total before the await and lose updates.
        const written = await convertOne(way, sources[index] as Buffer, kindOf(index) === 'menu');
        outputBytes += written;
      }));
      const seconds = (performance.now() - started) / 1000;
      const cpu = process.cpuUsage(cpuBefore);
      const perSecond = count / seconds;
      console.log(
        `${way} ` +
          summaryLine('catalogue-images', [
            ['threads', vipsThreads, 0], ['width', width, 0], ['n', count, 0], ['per_s', perSecond, 1], ['s_for_2000', 2000 / perSecond, 0], ['s_for_30000', 30000 / perSecond, 0],
            ['cpu_ms', (cpu.user + cpu.system) / 1000 / count, 1], ['cores', (cpu.user + cpu.system) / 1e6 / seconds, 2], ['js_busy', performance.eventLoopUtilization(eluBefore).utilization, 2],
            ['kb_out', outputBytes / count / 1024, 1], ['peak_mb', process.resourceUsage().maxRSS / 1024, 0],
          ]),
      );
    }
  }
}

/** Where one image's CPU time goes, per kind, each stage timed on its own (CPU time: other work on the machine hardly changes it). */
async function stages(): Promise<void> {
  const folder = await mkdtemp(path.join(tmpdir(), 'catalogue-images-bench-'));
  const store = folderCutStore(folder);
  const spent = new Map<string, number>();
  const time = async <R>(stage: string, work: () => Promise<R> | R): Promise<R> => {
    const before = process.cpuUsage();
    const result = await work();
    const used = process.cpuUsage(before);
    spent.set(stage, (spent.get(stage) ?? 0) + (used.user + used.system) / 1000);
    return result;
  };
  const open = (bytes: Buffer) => sharp(bytes, { limitInputPixels: MAX_CUT_PIXELS, failOn: 'error', pages: 1, sequentialRead: true }).rotate();
  const webp = (quality: number) => ({ quality, effort: 0 });
  try {
    for (const kind of ['menu', 'cover'] as const) {
      spent.clear();
      const files = sources.filter((_, index) => kindOf(index) === kind);
      for (const [index, bytes] of files.entries()) {
        await time('hash', () => createHash('sha256').update(bytes).digest('hex'));
        await time('header', async () => checkCutSource(bytes).ok && (await sharp(bytes).metadata()));
        const { data, info } = await time('decode', () => open(bytes).resize(IMAGE_FULL_EDGE, IMAGE_FULL_EDGE, { fit: 'inside', withoutEnlargement: true }).flatten({ background: WHITE }).toColourspace('srgb').raw().toBuffer({ resolveWithObject: true }));
        const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
        await time('thumb_from_raw', () => sharp(data, raw).resize(IMAGE_THUMB_EDGE, IMAGE_THUMB_EDGE, { fit: 'inside' }).webp(webp(80)).toBuffer());
        const full = await time('full_encode_q80', () => sharp(data, raw).webp(webp(80)).toBuffer());
        await time('full_encode_q75', () => sharp(data, raw).webp(webp(75)).toBuffer());
        await time('full_1600_q80', () => sharp(data, raw).resize(1600, 1600, { fit: 'inside', withoutEnlargement: true }).webp(webp(80)).toBuffer());
        await time('thumb_shrink_on_load', () => open(bytes).resize(IMAGE_THUMB_EDGE, IMAGE_THUMB_EDGE, { fit: 'inside' }).flatten({ background: WHITE }).toColourspace('srgb').webp(webp(80)).toBuffer());
        await time('full_from_file', () => open(bytes).resize(IMAGE_FULL_EDGE, IMAGE_FULL_EDGE, { fit: 'inside', withoutEnlargement: true }).flatten({ background: WHITE }).toColourspace('srgb').webp(webp(80)).toBuffer());
        // The offline rendition (decision 040) straight from the file, as the job makes it after the full
        // size, against both from one decode to the full size's pixels.
        await time('offline_from_file', () => open(bytes).resize(IMAGE_OFFLINE_EDGE, IMAGE_OFFLINE_EDGE, { fit: 'inside', withoutEnlargement: true }).flatten({ background: WHITE }).toColourspace('srgb').webp(IMAGE_WEBP.offline).toBuffer());
        await time('full_and_offline_one_decode', async () => {
          const pixels = await open(bytes).resize(IMAGE_FULL_EDGE, IMAGE_FULL_EDGE, { fit: 'inside', withoutEnlargement: true }).flatten({ background: WHITE }).toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
          const raw = { raw: { width: pixels.info.width, height: pixels.info.height, channels: pixels.info.channels } } as const;
          await sharp(pixels.data, raw).webp(webp(80)).toBuffer();
          await sharp(pixels.data, raw).resize(IMAGE_OFFLINE_EDGE, IMAGE_OFFLINE_EDGE, { fit: 'inside', withoutEnlargement: true }).webp(IMAGE_WEBP.offline).toBuffer();
        });
        await time('store_write', () => store.put(`b/${kind}${index}-full.webp`, full, 'image/webp'));
      }
      console.log(summaryLine(`catalogue-images-stages-${kind}`, [['n', files.length, 0], ...[...spent].map(([stage, ms]): [string, number, number] => [`${stage}_ms`, ms / files.length, 1])]));
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
