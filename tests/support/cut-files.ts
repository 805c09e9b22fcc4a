import { crc32, deflateSync } from 'node:zlib';
import sharp, { type Sharp } from 'sharp';

/** A small picture in a cut's proportions with some detail, so that encoders have real work to do. */
export function samplePicture(width = 422, height = 600): Sharp {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="100%" height="100%" fill="#fde"/><circle cx="${width / 2}" cy="${height / 3}" r="${width / 4}" fill="#36c"/>` +
    `<rect x="10" y="${height - 80}" width="${width - 20}" height="60" fill="#222"/></svg>`;
  return sharp(Buffer.from(svg));
}

export const sampleJpeg = (width?: number, height?: number) => samplePicture(width, height).jpeg({ quality: 85 }).toBuffer();
export const samplePng = (width?: number, height?: number) => samplePicture(width, height).png().toBuffer();
export const sampleWebp = (width?: number, height?: number, lossless = false) => samplePicture(width, height).webp({ lossless }).toBuffer();

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid one-bit greyscale PNG of `width` × `height` pixels, all black: a few kilobytes of file that a
 * decoder would expand to `width × height` pixels (the decompression bomb of issue 33).
 */
export function blankPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, adaptive filtering, no interlace
  const row = 1 + Math.ceil(width / 8);
  const pixels = deflateSync(Buffer.alloc(row * height), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
