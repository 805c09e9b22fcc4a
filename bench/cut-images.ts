// `npm run bench:cut-images [-- --n 400 --parallel 4 --vips-threads 1]`: how fast `prepareCut` checks and
// converts cut files (decode once, WebP at 1x and 2x) on this machine, the importer's largest cost. The
// sources are made here: illustrations with noise (which compress like scanned artwork, unlike flat
// colour) at three sizes and formats, rotated over the run. Prints cuts a second, the seconds 26,000 cuts
// would take at that rate, and the process's peak resident memory.
import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { prepareCut } from '@/lib/cut-images/prepare-cut';
import { numberArgument } from './support/arguments';
import { summaryLine } from './support/summary-line';

const count = numberArgument('n', 400);
const parallel = numberArgument('parallel', availableParallelism() * 2);
const vipsThreads = numberArgument('vips-threads', 0);
if (vipsThreads > 0) sharp.concurrency(vipsThreads);
// A batch converts each file once: libvips' operation cache would only hold memory.
sharp.cache(false);

async function source(index: number): Promise<Buffer> {
  const [width, height, format] = ([[844, 1200, 'jpeg'], [422, 600, 'png'], [633, 900, 'webp']] as const)[index % 3] ?? [844, 1200, 'jpeg'];
  const noise = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).png().toBuffer();
  const drawing = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><circle cx="${(index * 37) % width}" cy="${height / 3}" r="${width / 3}" fill="hsl(${(index * 47) % 360} 70% 60%)"/>` +
      `<rect x="10" y="${height - 120}" width="${width - 20}" height="100" fill="#222"/></svg>`,
  );
  const picture = sharp(noise).composite([{ input: drawing, blend: 'over' }]).blur(1.2);
  return format === 'jpeg' ? picture.jpeg({ quality: 90 }).toBuffer() : format === 'png' ? picture.png().toBuffer() : picture.webp({ quality: 90 }).toBuffer();
}

const sources = await Promise.all(Array.from({ length: 24 }, (_, index) => source(index)));
const sourceKb = sources.reduce((sum, bytes) => sum + bytes.length, 0) / sources.length / 1024;
let next = 0;
let outputBytes = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: parallel }, async () => {
    while (next < count) {
      const bytes = sources[next % sources.length] ?? Buffer.alloc(0);
      next += 1;
      const result = await prepareCut(bytes);
      if (!result.ok) throw new Error(`a bench source was refused: ${result.problem.code}`);
      outputBytes += result.cut.variants.reduce((sum, variant) => sum + variant.bytes.length, 0);
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
const perSecond = count / seconds;
console.log(
  `${availableParallelism()} cores, ${parallel} cuts at a time, libvips threads per cut: ${sharp.concurrency()}; sources ${sourceKb.toFixed(0)} KB on average ` +
    `(844x1200 JPEG, 422x600 PNG, 633x900 WebP); output ${(outputBytes / count / 1024).toFixed(1)} KB a cut (1x + 2x); runtime: Node ${process.version}`,
);
console.log(
  summaryLine('cut-images', [
    ['n', count, 0],
    ['per_s', perSecond, 1],
    ['s_for_26000', 26_000 / perSecond, 0],
    ['peak_mb', process.resourceUsage().maxRSS / 1024, 0],
  ]),
);
