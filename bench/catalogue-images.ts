// `npm run bench:catalogue-images [-- --n 60 --widths 1,2,4]`: how fast images.csv's files are checked
// and converted (decode once, WebP thumbnail and full size, lib/cut-images/prepare-image.ts) with a few
// conversions in flight at once, as the import's pool runs them. The sources are made here: menu-like
// pages with noise (which compress like scans), A4 at 150 dpi as JPEG, a square PNG and a wide WebP
// banner. Prints images a second at each width and the seconds 2,000 late images would take.
import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { convertInPool } from '@/lib/catalogue-import/convert-pool';
import { prepareImage } from '@/lib/cut-images/prepare-image';
import { numberArgument } from './support/arguments';
import { summaryLine } from './support/summary-line';

const count = numberArgument('n', 60);
const widthsAt = process.argv.indexOf('--widths');
const widths = (widthsAt >= 0 ? (process.argv[widthsAt + 1] ?? '') : '1,2,4').split(',').map(Number).filter((width) => width > 0);
sharp.cache(false);

async function source(index: number): Promise<Buffer> {
  const [width, height, format] = ([[1240, 1754, 'jpeg'], [1000, 1000, 'png'], [1800, 300, 'webp']] as const)[index % 3] ?? [1240, 1754, 'jpeg'];
  const noise = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 200, sigma: 30 } } }).png().toBuffer();
  const lines = Array.from({ length: Math.floor(height / 60) }, (_, line) => `<rect x="60" y="${40 + line * 60}" width="${width - 120 - ((line * 97) % 300)}" height="24" fill="#333"/>`).join('');
  const page = sharp(noise).composite([{ input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${lines}</svg>`), blend: 'over' }]);
  return format === 'jpeg' ? page.jpeg({ quality: 90 }).toBuffer() : format === 'png' ? page.png().toBuffer() : page.webp({ quality: 90 }).toBuffer();
}

const sources = await Promise.all(Array.from({ length: 12 }, (_, index) => source(index)));
console.log(`${availableParallelism()} cores, libvips threads per image: ${sharp.concurrency()}; sources ${(sources.reduce((sum, bytes) => sum + bytes.length, 0) / sources.length / 1024).toFixed(0)} KB on average; Node ${process.version}`);
for (const width of widths) {
  let outputBytes = 0;
  const started = performance.now();
  await convertInPool(Array.from({ length: count }, (_, index) => sources[index % sources.length] as Buffer), width, async (bytes) => {
    const result = await prepareImage(bytes);
    if (!result.ok) throw new Error(`a bench source was refused: ${result.problem.code}`);
    outputBytes += result.image.variants.reduce((sum, variant) => sum + variant.bytes.length, 0);
  });
  const perSecond = count / ((performance.now() - started) / 1000);
  console.log(
    summaryLine('catalogue-images', [
      ['width', width, 0], ['n', count, 0], ['per_s', perSecond, 1], ['s_for_2000', 2000 / perSecond, 0],
      ['kb_out', outputBytes / count / 1024, 1], ['peak_mb', process.resourceUsage().maxRSS / 1024, 0],
    ]),
  );
}
