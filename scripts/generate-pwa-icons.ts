// Writes the app icons under public/icons/, the favicon (app/favicon.ico) and the link preview image
// (public/images/og-image.png) (run with `npx tsx scripts/generate-pwa-icons.ts`). The PNGs
// are drawn here, pixel by pixel, so they need no image tool or download: a teal tile with a white
// catalogue page and the coral mark of a favourite. The maskable variants keep the drawing inside the
// middle 80 %, the safe zone that every platform's mask leaves visible.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';

type Rgb = readonly [number, number, number];

const teal: Rgb = [0x0f, 0x6a, 0x62];
const white: Rgb = [0xff, 0xff, 0xff];
const coral: Rgb = [0xf2, 0x6b, 0x5b];
const ink: Rgb = [0x9c, 0xc9, 0xc4];

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

// `alpha` adds an alpha channel that is always full: the images inside an ICO file must be RGBA.
function png(size: number, pixel: (x: number, y: number) => Rgb, options: { height?: number; alpha?: boolean } = {}): Buffer {
  const width = size;
  const height = options.height ?? size;
  const channels = options.alpha ? 4 : 3;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, options.alpha ? 6 : 2, 0, 0, 0], 8); // 8-bit RGB or RGBA, no interlace
  const rows = Buffer.alloc(height * (width * channels + 1));
  for (let y = 0; y < height; y++) {
    const row = y * (width * channels + 1);
    for (let x = 0; x < width; x++) rows.set(options.alpha ? [...pixel(x, y), 0xff] : pixel(x, y), row + 1 + x * channels);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/** The drawing in unit coordinates (0..1) of the area it may use. */
function drawing(u: number, v: number): Rgb {
  const inPage = u > 0.2 && u < 0.8 && v > 0.12 && v < 0.88;
  if (!inPage) return teal;
  const mark = Math.hypot(u - 0.64, v - 0.26) < 0.1;
  if (mark) return coral;
  const line = u > 0.3 && u < 0.7 && [0.46, 0.58, 0.7].some((top) => v > top && v < top + 0.05);
  return line ? ink : white;
}

function icon(size: number, maskable: boolean, alpha = false): Buffer {
  const inset = maskable ? 0.1 : 0;
  return png(
    size,
    (x, y) => {
      const u = ((x + 0.5) / size - inset) / (1 - 2 * inset);
      const v = ((y + 0.5) / size - inset) / (1 - 2 * inset);
      return drawing(u, v);
    },
    { alpha },
  );
}

// An ICO file may hold PNG images as they are; every current browser reads them.
function ico(images: readonly { size: number; bytes: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, bytes }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size, 0);
    entry.writeUInt8(size, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(bytes.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += bytes.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ bytes }) => bytes)]);
}

// The icon's drawing, square, in the middle of a wide teal card: the size link previews ask for.
function previewImage(width: number, height: number): Buffer {
  return png(
    width,
    (x, y) => {
      const u = (x + 0.5 - (width - height) / 2) / height;
      const v = (y + 0.5) / height;
      return u < 0 || u > 1 ? teal : drawing(u, v);
    },
    { height },
  );
}

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'public', 'icons');
const files: [string, Buffer][] = [
  ['icon-192.png', icon(192, false)],
  ['icon-512.png', icon(512, false)],
  ['maskable-192.png', icon(192, true)],
  ['maskable-512.png', icon(512, true)],
  ['apple-touch-icon.png', icon(180, true)],
];
for (const [name, bytes] of files) writeFileSync(path.join(outDir, name), bytes);
console.log(`Wrote ${files.length} icons to ${path.relative(process.cwd(), outDir)}.`);
writeFileSync(path.join(root, 'app', 'favicon.ico'), ico([16, 32, 48].map((size) => ({ size, bytes: icon(size, false, true) }))));
mkdirSync(path.join(root, 'public', 'images'), { recursive: true });
writeFileSync(path.join(root, 'public', 'images', 'og-image.png'), previewImage(1200, 630));
console.log('Wrote app/favicon.ico and public/images/og-image.png.');
