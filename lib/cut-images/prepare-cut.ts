import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { cutVariants, type CutVariantName } from './cut-size';
import type { CutProblem } from './cut-problem';
import { readImageHeader, type CutSourceFormat } from './image-header';

/**
 * Caps on a cut file (decision 033). A cut is shown at 211 × 300; 16 megapixels still allows a 4000 × 4000
 * scan, and 10 MB a lossless PNG of that, while one decode stays near 64 MB of pixels.
 */
export const MAX_CUT_BYTES = 10 * 1024 * 1024;
export const MAX_CUT_PIXELS = 16_000_000;

/**
 * Bump when the conversion changes (size, fit, quality): it is part of every storage key, so converted files
 * of an older version never stand in for new ones, and a re-import knows to convert again.
 */
export const CUT_CONVERSION_VERSION = 1;
const WEBP_QUALITY = 82;
const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };

export type CutVariant = { name: CutVariantName; key: string; width: number; height: number; contentType: 'image/webp'; bytes: Buffer };

export type PreparedCut = {
  /** sha256 (hex) of the source file's bytes: the same file always gives the same hash, before any decoding. */
  contentHash: string;
  /** `v{conversion}/{first two hex digits}/{hash}`: each variant's key is this stem plus `-1x.webp` or `-2x.webp`. */
  storageKey: string;
  source: { format: CutSourceFormat; width: number; height: number; bytes: number };
  variants: readonly CutVariant[];
};

export type PrepareCutResult = { ok: true; cut: PreparedCut } | { ok: false; problem: CutProblem };

export type PrepareCutLimits = { maxBytes?: number; maxPixels?: number };

/** The hash a cut file is stored under, cheap enough for a re-import to skip files it already holds. */
export function cutContentHash(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export function cutStorageKey(contentHash: string, conversionVersion = CUT_CONVERSION_VERSION): string {
  return `v${conversionVersion}/${contentHash.slice(0, 2)}/${contentHash}`;
}

export function cutVariantKey(storageKey: string, variant: CutVariantName): string {
  return `${storageKey}-${variant}.webp`;
}

/** Checks the file's content and size (the header before the decoder), then refuses or converts it. */
export function checkCutSource(bytes: Uint8Array, limits: PrepareCutLimits = {}): { ok: true; format: CutSourceFormat; width: number; height: number } | { ok: false; problem: CutProblem } {
  const maxBytes = limits.maxBytes ?? MAX_CUT_BYTES;
  const maxPixels = limits.maxPixels ?? MAX_CUT_PIXELS;
  if (bytes.length === 0) return { ok: false, problem: { code: 'cut-empty' } };
  if (bytes.length > maxBytes) return { ok: false, problem: { code: 'cut-too-large', bytes: bytes.length, maxBytes } };
  const header = readImageHeader(bytes);
  if ('failure' in header) {
    return { ok: false, problem: header.failure === 'unknown-format' ? { code: 'cut-not-an-image' } : { code: 'cut-malformed-header', format: header.format } };
  }
  if (header.width * header.height > maxPixels) {
    return { ok: false, problem: { code: 'cut-too-many-pixels', format: header.format, width: header.width, height: header.height, maxPixels } };
  }
  return { ok: true, ...header };
}

/**
 * A cut file made ready for storage: checked (see `checkCutSource`), decoded once into the 2× size, and
 * written as WebP at 2× and, from those pixels, at 1×. The whole image is kept (`contain` on white), since a
 * cut's lettering runs to its edges; EXIF orientation is applied and metadata dropped.
 */
export async function prepareCut(bytes: Uint8Array, limits: PrepareCutLimits = {}): Promise<PrepareCutResult> {
  const checked = checkCutSource(bytes, limits);
  if (!checked.ok) return checked;
  const [single, double] = cutVariants;
  try {
    // libvips refuses more pixels than this even if the header lied; failOn 'error' refuses truncated data.
    const decoded = await sharp(bytes, { limitInputPixels: limits.maxPixels ?? MAX_CUT_PIXELS, failOn: 'error', sequentialRead: true })
      .rotate()
      .resize(double.width, double.height, { fit: 'contain', background: WHITE })
      .flatten({ background: WHITE })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: decoded.info.width, height: decoded.info.height, channels: decoded.info.channels } } as const;
    const [once, twice] = await Promise.all([
      sharp(decoded.data, raw).resize(single.width, single.height).webp({ quality: WEBP_QUALITY }).toBuffer(),
      sharp(decoded.data, raw).webp({ quality: WEBP_QUALITY }).toBuffer(),
    ]);
    const contentHash = cutContentHash(bytes);
    const storageKey = cutStorageKey(contentHash);
    const variant = (size: (typeof cutVariants)[number], output: Buffer): CutVariant => ({
      name: size.name,
      key: cutVariantKey(storageKey, size.name),
      width: size.width,
      height: size.height,
      contentType: 'image/webp',
      bytes: output,
    });
    return {
      ok: true,
      cut: {
        contentHash,
        storageKey,
        source: { format: checked.format, width: checked.width, height: checked.height, bytes: bytes.length },
        variants: [variant(single, once), variant(double, twice)],
      },
    };
  } catch (error) {
    return { ok: false, problem: { code: 'cut-undecodable', format: checked.format, reason: error instanceof Error ? error.message.split('\n')[0] ?? '' : String(error) } };
  }
}
