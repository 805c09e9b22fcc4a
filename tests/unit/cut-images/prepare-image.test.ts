import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fitInside, IMAGE_FULL_EDGE } from '@/lib/cut-images/image-sizes';
import { MAX_CUT_BYTES } from '@/lib/cut-images/prepare-cut';
import { prepareImage, type PrepareImageResult } from '@/lib/cut-images/prepare-image';
import { blankPng, samplePicture } from '@/tests/support/cut-files';

function imageOf(result: PrepareImageResult) {
  if (!result.ok) throw new Error(`expected the image to be converted: ${result.problem.code}`);
  return result.image;
}

const variant = (result: PrepareImageResult, name: 'thumb' | 'full' | 'offline') => imageOf(result).variants.find((entry) => entry.name === name)?.bytes ?? Buffer.alloc(0);

describe('prepareImage', () => {
  it('keeps the shape: a tall menu page is 2,048 px high at full size, 1,024 px as the offline rendition and 480 px as a thumbnail, all WebP', async () => {
    const result = await prepareImage(await samplePicture(1500, 3000).jpeg().toBuffer());
    const image = imageOf(result);
    expect(image.storageKey).toBe(`i1/${image.contentHash.slice(0, 2)}/${image.contentHash}`);
    expect([image.width, image.height]).toEqual([1024, IMAGE_FULL_EDGE]);
    expect(image.variants.map((entry) => [entry.name, entry.key, entry.width, entry.height])).toEqual([
      ['thumb', `${image.storageKey}-thumb.webp`, 240, 480], ['full', `${image.storageKey}-full.webp`, 1024, 2048], ['offline', `${image.storageKey}-offline.webp`, 512, 1024],
    ]);
    const full = await sharp(variant(result, 'full')).metadata();
    const offline = await sharp(variant(result, 'offline')).metadata();
    const thumb = await sharp(variant(result, 'thumb')).metadata();
    expect([full.format, full.width, full.height]).toEqual(['webp', 1024, 2048]);
    expect([offline.format, offline.width, offline.height, offline.exif, offline.icc]).toEqual(['webp', 512, 1024, undefined, undefined]);
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 240, 480]);
  });

  it('makes the offline rendition a fraction of the full size’s bytes, and never enlarges it past the picture', async () => {
    const result = await prepareImage(await samplePicture(1400, 2000).jpeg().toBuffer());
    expect(variant(result, 'offline').length).toBeLessThan(variant(result, 'full').length / 2);
    const small = await prepareImage(await samplePicture(300, 200).png().toBuffer());
    expect((await sharp(variant(small, 'offline')).metadata()).width).toBe(300);
  });

  it('never enlarges a small picture', async () => {
    const image = imageOf(await prepareImage(await samplePicture(300, 200).png().toBuffer()));
    expect([image.width, image.height]).toEqual([300, 200]);
    expect(fitInside(300, 200, 480)).toEqual({ width: 300, height: 200 });
  });

  it('drops EXIF and ICC metadata, applies the orientation, and writes 8-bit sRGB from CMYK and 16-bit files', async () => {
    const turned = await samplePicture(400, 600).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    expect((await sharp(turned).metadata()).exif).toBeDefined();
    const full = await sharp(variant(await prepareImage(turned), 'full')).metadata();
    expect([full.exif, full.icc, full.orientation]).toEqual([undefined, undefined, undefined]);
    // Orientation 6 turns the 400 × 600 picture on its side.
    expect([full.width, full.height]).toEqual([600, 400]);

    const cmyk = await samplePicture(400, 600).toColourspace('cmyk').jpeg().toBuffer();
    expect((await sharp(cmyk).metadata()).space).toBe('cmyk');
    const fromCmyk = await sharp(variant(await prepareImage(cmyk), 'full')).metadata();
    expect([fromCmyk.space, fromCmyk.depth, fromCmyk.channels]).toEqual(['srgb', 'uchar', 3]);

    const deep = await samplePicture(300, 300).toColourspace('rgb16').png().toBuffer();
    expect((await sharp(deep).metadata()).depth).toBe('ushort');
    const deepFull = await sharp(variant(await prepareImage(deep), 'full')).metadata();
    expect([deepFull.space, deepFull.depth]).toEqual(['srgb', 'uchar']);
  });

  it('keeps only the first frame of an animated WebP', async () => {
    const frame = (background: string) => sharp({ create: { width: 100, height: 80, channels: 3, background } }).png().toBuffer();
    const frames = await Promise.all(['#c00', '#0c0', '#00c'].map(frame));
    const animated = await sharp(frames, { join: { animated: true } }).webp({ loop: 0, delay: [100, 100, 100] }).toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(3);
    const result = await prepareImage(animated);
    expect([imageOf(result).width, imageOf(result).height]).toEqual([100, 80]);
    const full = sharp(variant(result, 'full'));
    expect((await full.metadata()).pages ?? 1).toBe(1);
    const { dominant } = await full.stats();
    expect(dominant.r).toBeGreaterThan(150);
    expect(dominant.g).toBeLessThan(100);
  });

  it('refuses a decompression bomb before decoding it, as a cut', async () => {
    const result = await prepareImage(blankPng(10_000, 5_000));
    expect(result.ok ? undefined : result.problem.code).toBe('cut-too-many-pixels');
  });

  it('refuses a file over the cuts’ 10 MB before reading it, naming its size', async () => {
    // A real picture with 10 MB of padding after its end: only the byte count can refuse it.
    const picture = await samplePicture(600, 800).jpeg().toBuffer();
    const padded = Buffer.concat([picture, Buffer.alloc(MAX_CUT_BYTES + 1 - picture.length)]);
    const result = await prepareImage(padded);
    expect(result.ok ? undefined : result.problem).toEqual({ code: 'cut-too-large', bytes: MAX_CUT_BYTES + 1, maxBytes: MAX_CUT_BYTES });
    expect((await prepareImage(picture)).ok).toBe(true);
  });
});
