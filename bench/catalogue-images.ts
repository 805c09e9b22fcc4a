// `npm run bench:catalogue-images [-- --n 120 --widths 1,2,3,4 --threads 1,2 --ways one-decode,decode-per-size --efforts 0,1,2,4]`:
// how fast images.csv's files are checked and converted (lib/cut-images/prepare-image.ts), on the drawn
// menus and covers of bench:catalogue-import (bench/support/drawn-pages.ts; two thirds covers, one third
// menus, as in the delivery). Prints:
// - per WebP effort: CPU milliseconds and kilobytes of the full size and thumbnail of one image (bytes
//   against time, the encoder setting's choice);
// - per way of converting × libvips threads per image × images in flight: images a second, the seconds
//   2,000 late images and 30,000 would take, the CPU milliseconds per image (which other work on the
//   machine hardly changes, unlike the rate), the cores the process kept busy and how busy its JavaScript
//   thread was (if that thread were the bottleneck, worker threads would help; if not, they cannot).
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { convertInPool, valuesOrThrow } from '@/lib/catalogue-import/convert-pool';
import { IMAGE_FULL_EDGE, IMAGE_THUMB_EDGE } from '@/lib/cut-images/image-sizes';
import { prepareImage } from '@/lib/cut-images/prepare-image';
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
const ways = choiceArgument('ways', ['one-decode', 'decode-per-size'] as const);
// A batch converts each file once: libvips' operation cache would only hold memory.
sharp.cache(false);
const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };

/**
 * The other way, measured against the importer's: each size from its own pipeline on the file, so the
 * thumbnail's decoder can shrink on load (JPEG and WebP decode at 1/2, 1/4 or 1/8) and the full size
 * streams from decoder to encoder without a raw copy, at the price of a second (smaller) decode.
 */
async function decodePerSize(bytes: Buffer): Promise<number> {
  if (!checkCutSource(bytes).ok) throw new Error('a bench source was refused');
  const pipeline = (edge: number) =>
    sharp(bytes, { limitInputPixels: MAX_CUT_PIXELS, failOn: 'error', pages: 1, sequentialRead: true })
      .rotate()
      .resize(edge, edge, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: WHITE })
      .toColourspace('srgb')
      .webp({ quality: 80, effort: 0 })
      .toBuffer();
  const [thumb, full] = await Promise.all([pipeline(IMAGE_THUMB_EDGE), pipeline(IMAGE_FULL_EDGE)]);
  return thumb.length + full.length;
}

async function oneDecode(bytes: Buffer): Promise<number> {
  const result = await prepareImage(bytes);
  if (!result.ok) throw new Error(`a bench source was refused: ${result.problem.code}`);
  return result.image.variants.reduce((sum, variant) => sum + variant.bytes.length, 0);
}

const pool = await picturePool();
const sources = Array.from({ length: Math.min(count, 90) }, (_, index) => {
  const picture = (index % 3 === 0 ? pool.menu[index % pool.menu.length] : pool.cover[index % pool.cover.length]) ?? pool.menu[0];
  if (!picture) throw new Error('no drawn pictures');
  return uniqueCopy(picture, `bench ${index}`);
});
const sourceKb = sources.reduce((sum, bytes) => sum + bytes.length, 0) / sources.length / 1024;
console.log(`${availableParallelism()} cores, libvips threads by default ${sharp.concurrency()}; sources ${sourceKb.toFixed(0)} KB on average; load ${loadavg().map((n) => n.toFixed(2)).join(' ')}; Node ${process.version}`);

// Encoder settings: one image at a time on one thread, so that the figures are per image.
sharp.concurrency(1);
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
      valuesOrThrow(await convertInPool(Array.from({ length: count }, (_, index) => sources[index % sources.length] as Buffer), width, async (bytes) => {
        // Awaited first: `outputBytes += await …` would read the total before the await and lose updates.
        const written = way === 'one-decode' ? await oneDecode(bytes) : await decodePerSize(bytes);
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
