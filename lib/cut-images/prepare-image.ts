import sharp, { type WebpOptions } from 'sharp';
import type { CutProblem } from './cut-problem';
import { fitInside, IMAGE_FULL_EDGE, IMAGE_OFFLINE_EDGE, IMAGE_THUMB_EDGE } from './image-sizes';
import { checkCutSource, cutContentHash, MAX_CUT_PIXELS, type PrepareCutLimits } from './prepare-cut';

/**
 * A circle's image from images.csv (decision 040): a thumbnail for lists, the map popup and offline copies,
 * and a full size for the zoomable viewer. Unlike a cut, the image keeps its own shape (a menu may be a tall
 * page, a banner a wide strip); the same caps as cuts apply, so one decode stays near 64 MB of pixels.
 * The import makes the thumbnail (`prepareImageThumb`) and keeps the file for a queued job that makes the
 * full size, and a menu's offline rendition, after the import commits (`prepareQueuedSizes`): the full
 * size's encoding is most of the cost.
 */
/** Part of every storage key, as CUT_CONVERSION_VERSION: bump it when the conversion changes. */
export const IMAGE_CONVERSION_VERSION = 1;
export const IMAGE_WEBP: Record<ImageVariantName, WebpOptions> = {
  // Menus are text: a little more quality than the cuts keeps small print readable at full size. Effort 0,
  // as for cuts (bench:cut-images), converts several times faster for slightly larger files.
  thumb: { quality: 80, effort: 0 },
  full: { quality: 80, effort: 0 },
  // Downloaded for every saved favourite's menu (issue 49: at most 60 KB a favourite): effort 2 takes a
  // fifth off the bytes for about twice effort 0's encoding time, at a size where that time is small.
  offline: { quality: 70, effort: 2 },
};
const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };

export const imageVariantNames = ['thumb', 'full', 'offline'] as const;
export type ImageVariantName = (typeof imageVariantNames)[number];

export type ImageVariant = { name: ImageVariantName; key: string; width: number; height: number; contentType: 'image/webp'; bytes: Buffer };
/** `width` and `height` are the full size's, known from the file's header before the full size exists. */
export type PreparedImageThumb = { contentHash: string; storageKey: string; width: number; height: number; thumb: ImageVariant };
export type PreparedImage = { contentHash: string; storageKey: string; width: number; height: number; variants: readonly ImageVariant[] };
type Prepared<T> = { ok: true; image: T } | { ok: false; problem: CutProblem };
export type PrepareImageResult = Prepared<PreparedImage>;

/** `i1/ab/<hash>`: its own prefix, so an image and a cut of the same file never share converted bytes. */
export function imageStorageKey(contentHash: string, conversionVersion = IMAGE_CONVERSION_VERSION): string {
  return `i${conversionVersion}/${contentHash.slice(0, 2)}/${contentHash}`;
}

export function imageVariantKey(storageKey: string, variant: ImageVariantName): string {
  return `${storageKey}-${variant}.webp`;
}

/**
 * The stored files that answer `variant`'s address, the first one stored answering: a file whose full size
 * was made before offline renditions existed answers its offline address with the full size until it is
 * delivered again (decision 040).
 */
export function answeringVariantKeys(storageKey: string, variant: ImageVariantName): string[] {
  return variant === 'offline' ? [imageVariantKey(storageKey, 'offline'), imageVariantKey(storageKey, 'full')] : [imageVariantKey(storageKey, variant)];
}

/** The delivered file as it came, kept in the store until its full size and offline rendition are made (then deleted). */
export function imageSourceKey(storageKey: string): string {
  return `${storageKey}-source`;
}

type Checked = { format: Exclude<ReturnType<typeof checkCutSource>, { ok: false }>['format']; full: { width: number; height: number } };

/**
 * Checks the file as a cut is checked (content, bytes, pixels before decoding) and reads the picture's
 * size as shown (EXIF orientation applied, the first frame of an animation) from its header, so that both
 * sizes follow from the header alone and a thumbnail made now matches a full size made later.
 */
async function checkImage(bytes: Uint8Array, limits: PrepareCutLimits): Promise<{ ok: true; checked: Checked } | { ok: false; problem: CutProblem }> {
  const checked = checkCutSource(bytes, limits);
  if (!checked.ok) return checked;
  try {
    const meta = await sharp(bytes, { limitInputPixels: limits.maxPixels ?? MAX_CUT_PIXELS, pages: 1 }).metadata();
    const shown = meta.autoOrient ?? { width: meta.width, height: meta.height };
    return { ok: true, checked: { format: checked.format, full: fitInside(shown.width, shown.height, IMAGE_FULL_EDGE) } };
  } catch (error) {
    return undecodable(checked.format, error);
  }
}

const undecodable = (format: Checked['format'], error: unknown) =>
  ({ ok: false, problem: { code: 'cut-undecodable', format, reason: error instanceof Error ? error.message.split('\n')[0] ?? '' : String(error) } }) as const;

/**
 * One size straight from the file: the decoder shrinks on load where it can (a JPEG at 1/2, 1/4 or 1/8
 * for the thumbnail) and streams into the encoder. EXIF orientation applied, the first frame, CMYK and
 * 16-bit to 8-bit sRGB, transparency on white; sharp writes no metadata unless asked.
 */
function convert(bytes: Uint8Array, limits: PrepareCutLimits, size: { width: number; height: number }) {
  return sharp(bytes, { limitInputPixels: limits.maxPixels ?? MAX_CUT_PIXELS, failOn: 'error', pages: 1, sequentialRead: true })
    .rotate()
    .resize(size.width, size.height, { fit: 'fill' })
    .flatten({ background: WHITE })
    .toColourspace('srgb');
}

function variant(storageKey: string, name: ImageVariantName, size: { width: number; height: number }, bytes: Buffer): ImageVariant {
  return { name, key: imageVariantKey(storageKey, name), ...size, contentType: 'image/webp', bytes };
}

/** The import's share: the file checked and hashed, its thumbnail, and the full size's dimensions. */
export async function prepareImageThumb(bytes: Uint8Array, limits: PrepareCutLimits = {}): Promise<Prepared<PreparedImageThumb>> {
  const checked = await checkImage(bytes, limits);
  if (!checked.ok) return checked;
  const { format, full } = checked.checked;
  const thumbSize = fitInside(full.width, full.height, IMAGE_THUMB_EDGE);
  try {
    const thumb = await convert(bytes, limits, thumbSize).webp(IMAGE_WEBP.thumb).toBuffer();
    const contentHash = cutContentHash(bytes);
    const storageKey = imageStorageKey(contentHash);
    return { ok: true, image: { contentHash, storageKey, ...full, thumb: variant(storageKey, 'thumb', thumbSize, thumb) } };
  } catch (error) {
    return undecodable(format, error);
  }
}

/** The sizes the queued job makes (image-full-size.ts): the full size, and a menu's offline rendition. */
export type QueuedSize = Exclude<ImageVariantName, 'thumb'>;
const EDGES: Record<QueuedSize, number> = { full: IMAGE_FULL_EDGE, offline: IMAGE_OFFLINE_EDGE };

/**
 * The full size (at most IMAGE_FULL_EDGE on the long side, never enlarged) or the offline rendition (at
 * most IMAGE_OFFLINE_EDGE) of a file `prepareImageThumb` accepted, each straight from the file: decoding
 * once into pixels for both measured hardly cheaper (bench:catalogue-images, decision 040) and holds the
 * full size's pixels in memory. One after the other: a conversion keeps to one core (fullSizesAtOnce).
 */
export async function prepareQueuedSizes(bytes: Uint8Array, sizes: readonly QueuedSize[], limits: PrepareCutLimits = {}): Promise<Prepared<ImageVariant[]>> {
  const checked = await checkImage(bytes, limits);
  if (!checked.ok) return checked;
  const { format, full } = checked.checked;
  const storageKey = imageStorageKey(cutContentHash(bytes));
  try {
    const variants: ImageVariant[] = [];
    for (const name of sizes) {
      const size = fitInside(full.width, full.height, EDGES[name]);
      variants.push(variant(storageKey, name, size, await convert(bytes, limits, size).webp(IMAGE_WEBP[name]).toBuffer()));
    }
    return { ok: true, image: variants };
  } catch (error) {
    return undecodable(format, error);
  }
}

/** Every size at once: for tests, the benchmark and the demo's samples, where nothing waits on a queue. */
export async function prepareImage(bytes: Uint8Array, limits: PrepareCutLimits = {}): Promise<PrepareImageResult> {
  const [thumb, later] = await Promise.all([prepareImageThumb(bytes, limits), prepareQueuedSizes(bytes, ['full', 'offline'], limits)]);
  if (!thumb.ok) return thumb;
  if (!later.ok) return later;
  const { thumb: thumbVariant, ...image } = thumb.image;
  return { ok: true, image: { ...image, variants: [thumbVariant, ...later.image] } };
}
