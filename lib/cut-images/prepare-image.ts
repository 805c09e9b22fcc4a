import sharp from 'sharp';
import type { CutProblem } from './cut-problem';
import { fitInside, IMAGE_FULL_EDGE, IMAGE_THUMB_EDGE } from './image-sizes';
import { checkCutSource, cutContentHash, MAX_CUT_PIXELS, type PrepareCutLimits } from './prepare-cut';

/**
 * A circle's image from images.csv (decision 040): a thumbnail for lists, the map popup and offline copies,
 * and a full size for the zoomable viewer. Unlike a cut, the image keeps its own shape (a menu may be a tall
 * page, a banner a wide strip); the same caps as cuts apply, so one decode stays near 64 MB of pixels.
 */
/** Part of every storage key, as CUT_CONVERSION_VERSION: bump it when the conversion changes. */
export const IMAGE_CONVERSION_VERSION = 1;
// Menus are text: a little more quality than the cuts keeps small print readable at full size.
const WEBP_QUALITY = 80;
// As for cuts (bench:cut-images): effort 0 converts several times faster for slightly larger files.
const WEBP_EFFORT = 0;
const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };

export const imageVariantNames = ['thumb', 'full'] as const;
export type ImageVariantName = (typeof imageVariantNames)[number];

export type ImageVariant = { name: ImageVariantName; key: string; width: number; height: number; contentType: 'image/webp'; bytes: Buffer };
export type PreparedImage = { contentHash: string; storageKey: string; width: number; height: number; variants: readonly ImageVariant[] };
export type PrepareImageResult = { ok: true; image: PreparedImage } | { ok: false; problem: CutProblem };

/** `i1/ab/<hash>`: its own prefix, so an image and a cut of the same file never share converted bytes. */
export function imageStorageKey(contentHash: string, conversionVersion = IMAGE_CONVERSION_VERSION): string {
  return `i${conversionVersion}/${contentHash.slice(0, 2)}/${contentHash}`;
}

export function imageVariantKey(storageKey: string, variant: ImageVariantName): string {
  return `${storageKey}-${variant}.webp`;
}

/**
 * Checks the file as a cut is checked (content, bytes, pixels before decoding), decodes it once at full size
 * (EXIF orientation applied, the first frame of an animated file, CMYK and 16-bit to 8-bit sRGB, transparency
 * on white) and writes both sizes from those pixels. sharp writes no metadata unless asked.
 */
export async function prepareImage(bytes: Uint8Array, limits: PrepareCutLimits = {}): Promise<PrepareImageResult> {
  const checked = checkCutSource(bytes, limits);
  if (!checked.ok) return checked;
  try {
    const decoded = await sharp(bytes, { limitInputPixels: limits.maxPixels ?? MAX_CUT_PIXELS, failOn: 'error', pages: 1 })
      .rotate()
      .resize(IMAGE_FULL_EDGE, IMAGE_FULL_EDGE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: WHITE })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    const { width, height, channels } = decoded.info;
    const raw = { raw: { width, height, channels } } as const;
    const thumbSize = fitInside(width, height, IMAGE_THUMB_EDGE);
    const [thumb, full] = await Promise.all([
      sharp(decoded.data, raw).resize(thumbSize.width, thumbSize.height).webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT }).toBuffer(),
      sharp(decoded.data, raw).webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT }).toBuffer(),
    ]);
    const contentHash = cutContentHash(bytes);
    const storageKey = imageStorageKey(contentHash);
    const variant = (name: ImageVariantName, size: { width: number; height: number }, output: Buffer): ImageVariant => ({
      name, key: imageVariantKey(storageKey, name), ...size, contentType: 'image/webp', bytes: output,
    });
    return { ok: true, image: { contentHash, storageKey, width, height, variants: [variant('thumb', thumbSize, thumb), variant('full', { width, height }, full)] } };
  } catch (error) {
    return { ok: false, problem: { code: 'cut-undecodable', format: checked.format, reason: error instanceof Error ? error.message.split('\n')[0] ?? '' : String(error) } };
  }
}
