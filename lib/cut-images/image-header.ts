/**
 * The format and pixel size of an image, read from its first bytes without decoding it. The pixel cap is
 * checked on these numbers, so a decompression bomb (a few kilobytes of PNG claiming 50,000 × 50,000) is
 * refused before any decoder allocates memory for it. Only the three formats cuts may have are known.
 */
export const cutSourceFormats = ['jpeg', 'png', 'webp'] as const;
export type CutSourceFormat = (typeof cutSourceFormats)[number];

export type ImageHeader = { format: CutSourceFormat; width: number; height: number };

/** Why a header could not be read: not one of the formats at all, or one whose header is cut short or broken. */
export type HeaderFailure = { failure: 'unknown-format' } | { failure: 'malformed-header'; format: CutSourceFormat };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, prefix: readonly number[], at = 0): boolean {
  return bytes.length >= at + prefix.length && prefix.every((byte, index) => bytes[at + index] === byte);
}

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

/** The format the magic bytes name; the file name is never asked. */
export function sniffFormat(bytes: Uint8Array): CutSourceFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

export function readImageHeader(bytes: Uint8Array): ImageHeader | HeaderFailure {
  const format = sniffFormat(bytes);
  if (!format) return { failure: 'unknown-format' };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const size = format === 'png' ? pngSize(bytes, view) : format === 'jpeg' ? jpegSize(bytes, view) : webpSize(bytes, view);
  if (!size || size.width < 1 || size.height < 1) return { failure: 'malformed-header', format };
  return { format, ...size };
}

type Size = { width: number; height: number };

/** The IHDR chunk must come first (PNG spec 5.6): width and height are its first two 32-bit fields. */
function pngSize(bytes: Uint8Array, view: DataView): Size | null {
  if (bytes.length < 24 || !startsWith(bytes, ascii('IHDR'), 12)) return null;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

// Start-of-frame markers of every JPEG coding process; C4 (DHT), C8 (reserved) and CC (DAC) are not frames.
const START_OF_FRAME = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** Walks the marker segments up to the first frame header, which holds the height, then the width. */
function jpegSize(bytes: Uint8Array, view: DataView): Size | null {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    // Fill bytes: any number of 0xFF may precede a marker.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    // Markers without a length: TEM and the restart markers. Start of scan before a frame is broken.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return null;
    const length = view.getUint16(offset + 2);
    if (length < 2) return null;
    if (START_OF_FRAME.has(marker)) {
      if (offset + 9 > bytes.length) return null;
      return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    }
    offset += 2 + length;
  }
  return null;
}

/** RIFF container: the first chunk is VP8X (extended), VP8L (lossless) or `VP8 ` (lossy), each with its own size fields. */
function webpSize(bytes: Uint8Array, view: DataView): Size | null {
  if (bytes.length < 30) return null;
  const chunk = String.fromCharCode(...bytes.subarray(12, 16));
  const uint24 = (at: number) => view.getUint8(at) | (view.getUint8(at + 1) << 8) | (view.getUint8(at + 2) << 16);
  if (chunk === 'VP8X') return { width: uint24(24) + 1, height: uint24(27) + 1 };
  if (chunk === 'VP8L') {
    if (bytes[20] !== 0x2f) return null;
    const bits = view.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ') {
    if (!startsWith(bytes, [0x9d, 0x01, 0x2a], 23)) return null;
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  }
  return null;
}
