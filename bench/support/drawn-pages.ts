import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { createRandom, type Random } from '@/lib/demo-data/random';

/**
 * Pictures drawn for the import benchmark, in the shapes circles deliver them: a menu page (お品書き),
 * a cover, a cut. Blank or flat pictures decode and compress far faster than real ones, so each is drawn
 * as an illustrated page is: a gradient ground, overlapping shapes in colour, line art, panels with
 * prices and lettering (Japanese and Latin), and a fine grain as paper or screen tone leaves.
 */
export type DrawnKind = 'menu' | 'cover' | 'cut';
export type DrawnPicture = { kind: DrawnKind; format: 'jpeg' | 'png'; width: number; height: number; bytes: Buffer };

// The sizes staff see: menus about 1,400 × 2,000 (some A4 at 150 dpi, some landscape), covers about
// 1,000 × 1,400, cuts 211 × 300 at 2×.
const SIZES: Record<DrawnKind, readonly (readonly [number, number])[]> = {
  menu: [[1400, 2000], [1400, 2000], [1240, 1754], [1500, 2100], [2000, 1400]],
  cover: [[1000, 1400], [1000, 1400], [1050, 1485], [900, 1273]],
  cut: [[422, 600]],
};
// Most deliveries are JPEG; a share of drawn menus and covers come as PNG, which decodes slower.
const PNG_SHARE: Record<DrawnKind, number> = { menu: 0.3, cover: 0.15, cut: 0.1 };
const GRAIN_SIGMA = 6;
const WORDS = ['新刊', '既刊', 'セット', '頒布', '無配', 'ペーパー', 'アクスタ', '本文', 'フルカラー', 'New book', 'Set', 'Sticker', 'Postcard'];

const colour = (random: Random) => `hsl(${random.int(0, 359)},${random.int(30, 90)}%,${random.int(25, 85)}%)`;

function shapes(random: Random, width: number, height: number, count: number): string {
  const parts: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const x = random.int(0, width);
    const y = random.int(0, height);
    const size = random.int(Math.round(width / 30), Math.round(width / 4));
    const opacity = (random.int(35, 95) / 100).toFixed(2);
    if (random.chance(0.5)) parts.push(`<ellipse cx="${x}" cy="${y}" rx="${size}" ry="${random.int(size / 3, size)}" fill="${colour(random)}" fill-opacity="${opacity}"/>`);
    else {
      const points = Array.from({ length: random.int(3, 6) }, () => `${x + random.int(-size, size)},${y + random.int(-size, size)}`).join(' ');
      parts.push(`<polygon points="${points}" fill="url(#g${index % 3})" fill-opacity="${opacity}" stroke="#222" stroke-width="${random.int(1, 4)}"/>`);
    }
  }
  // Line art: long curves as a drawn figure's outlines.
  for (let index = 0; index < count; index += 1) {
    const d = `M${random.int(0, width)},${random.int(0, height)} Q${random.int(0, width)},${random.int(0, height)} ${random.int(0, width)},${random.int(0, height)} T${random.int(0, width)},${random.int(0, height)}`;
    parts.push(`<path d="${d}" fill="none" stroke="#1a1a1a" stroke-width="${random.int(2, 6)}" stroke-linecap="round"/>`);
  }
  return parts.join('');
}

/** Panels of a menu: a work's picture, its title and price, a few lines of lettering. */
function panels(random: Random, width: number, height: number): string {
  const parts: string[] = [];
  const columns = width > height ? 3 : 2;
  const rows = 3;
  const panelWidth = Math.floor((width - 80) / columns);
  const panelHeight = Math.floor((height - 260) / rows);
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      const x = 40 + column * panelWidth;
      const y = 220 + row * panelHeight;
      parts.push(`<rect x="${x + 10}" y="${y + 10}" width="${panelWidth - 20}" height="${panelHeight - 20}" rx="18" fill="#fffdf6" fill-opacity="0.88" stroke="#333" stroke-width="3"/>`);
      parts.push(`<rect x="${x + 30}" y="${y + 30}" width="${Math.round(panelWidth * 0.42)}" height="${panelHeight - 120}" fill="url(#g${(row + column) % 3})"/>`);
      parts.push(`<g transform="translate(${x + 30},${y + 30})">${shapes(random, Math.round(panelWidth * 0.42), panelHeight - 120, 3)}</g>`);
      const textX = x + 50 + Math.round(panelWidth * 0.42);
      const lines = Array.from({ length: 5 }, (_, line) => `<text x="${textX}" y="${y + 70 + line * 44}" font-size="30" font-family="Noto Serif CJK JP, DejaVu Sans" fill="#222">${random.pick(WORDS)} ${random.pick(WORDS)}</text>`);
      parts.push(...lines, `<text x="${textX}" y="${y + panelHeight - 50}" font-size="46" font-weight="bold" font-family="DejaVu Sans" fill="#c0392b">¥${random.int(1, 30) * 100}</text>`);
    }
  }
  return parts.join('');
}

function svgOf(kind: DrawnKind, random: Random, width: number, height: number): string {
  const gradients = [0, 1, 2]
    .map((index) => `<linearGradient id="g${index}" x1="0" y1="0" x2="${random.int(0, 1)}" y2="1"><stop offset="0" stop-color="${colour(random)}"/><stop offset="1" stop-color="${colour(random)}"/></linearGradient>`)
    .join('');
  const ground = `<rect width="100%" height="100%" fill="url(#g0)"/>`;
  const title = `<text x="${width / 2}" y="${Math.round(height * 0.08)}" text-anchor="middle" font-size="${Math.round(width / 14)}" font-family="Noto Serif CJK JP, DejaVu Sans" font-weight="bold" fill="#111" stroke="#fff" stroke-width="3">${kind === 'menu' ? 'お品書き' : random.pick(WORDS)} ${random.int(1, 99)}</text>`;
  const body = kind === 'menu' ? shapes(random, width, height, 14) + panels(random, width, height) : shapes(random, width, height, kind === 'cut' ? 10 : 24);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>${gradients}</defs>${ground}${body}${title}</svg>`;
}

/** One drawn picture, the same for the same kind and number on every machine. */
export async function drawPicture(kind: DrawnKind, number: number): Promise<DrawnPicture> {
  const random = createRandom(number + 1, `bench-${kind}`);
  const [width, height] = random.pick(SIZES[kind]);
  const format = random.chance(PNG_SHARE[kind]) ? 'png' : 'jpeg';
  const drawing = await sharp(Buffer.from(svgOf(kind, random, width, height))).removeAlpha().raw().toBuffer();
  // Grain on the JPEGs, as a scan or a toned and photographed page has: smooth pages are what encoders
  // like best. The PNGs stay clean, as drawings saved from a painting program are.
  if (format === 'jpeg') {
    const grain = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: GRAIN_SIGMA } } }).raw().toBuffer();
    for (let index = 0; index < drawing.length; index += 1) drawing[index] = Math.max(0, Math.min(255, (drawing[index] ?? 0) + (grain[index] ?? 128) - 128));
  }
  const page = sharp(drawing, { raw: { width, height, channels: 3 } });
  const bytes = format === 'png' ? await page.png({ compressionLevel: 6 }).toBuffer() : await page.jpeg({ quality: 88 }).toBuffer();
  return { kind, format, width, height, bytes };
}

/**
 * The same picture as another file: a JPEG comment or a PNG text chunk naming `label`, so that every
 * delivered file has its own content hash (as real files do) while the pixels, and so the decoder's and
 * encoder's work, stay those of the drawing.
 */
export function uniqueCopy(picture: DrawnPicture, label: string): Buffer {
  const text = Buffer.from(label, 'latin1');
  if (picture.format === 'jpeg') {
    const length = Buffer.alloc(2);
    length.writeUInt16BE(text.length + 2);
    // Right after SOI (FF D8): a COM segment (FF FE) is allowed anywhere before the scan.
    return Buffer.concat([picture.bytes.subarray(0, 2), Buffer.from([0xff, 0xfe]), length, text, picture.bytes.subarray(2)]);
  }
  const data = Buffer.concat([Buffer.from('Comment\0', 'latin1'), text]);
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write('tEXt', 4, 'latin1');
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  // After the signature (8 bytes) and IHDR (25 bytes).
  return Buffer.concat([picture.bytes.subarray(0, 33), chunk, picture.bytes.subarray(33)]);
}
