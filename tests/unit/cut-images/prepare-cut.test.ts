import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { describeCutProblem } from '@/lib/cut-images/cut-problem';
import { readImageHeader } from '@/lib/cut-images/image-header';
import { checkCutSource, MAX_CUT_PIXELS, prepareCut, type PrepareCutResult } from '@/lib/cut-images/prepare-cut';
import { blankPng, sampleJpeg, samplePicture, samplePng, sampleWebp } from '@/tests/support/cut-files';

function problemOf(result: PrepareCutResult) {
  if (result.ok) throw new Error('expected the cut to be refused');
  return result.problem;
}

describe('readImageHeader', () => {
  it.each([
    ['baseline JPEG', () => samplePicture(300, 420).jpeg().toBuffer(), 'jpeg'],
    ['progressive JPEG', () => samplePicture(301, 421).jpeg({ progressive: true }).toBuffer(), 'jpeg'],
    ['PNG', () => samplePicture(211, 300).png().toBuffer(), 'png'],
    ['lossy WebP', () => samplePicture(422, 600).webp().toBuffer(), 'webp'],
    ['lossless WebP', () => samplePicture(423, 601).webp({ lossless: true }).toBuffer(), 'webp'],
    ['WebP with alpha (VP8X)', () => samplePicture(250, 350).ensureAlpha(0.5).webp().toBuffer(), 'webp'],
  ])('reads the size of a %s as the decoder does', async (_name, make, format) => {
    const bytes = await make();
    const metadata = await sharp(bytes).metadata();
    expect(readImageHeader(bytes)).toEqual({ format, width: metadata.width, height: metadata.height });
  });

  it('names no format for text, whatever the file is called', () => {
    expect(readImageHeader(Buffer.from('name,author\nCircle,Someone\n'))).toEqual({ failure: 'unknown-format' });
  });
});

describe('prepareCut', () => {
  it.each([
    ['JPEG', () => sampleJpeg(), 'jpeg'],
    ['PNG', () => samplePng(), 'png'],
    ['WebP', () => sampleWebp(), 'webp'],
  ])('converts a %s into WebP at 211 × 300 and 422 × 600 under keys that carry its hash', async (_name, make, format) => {
    const bytes = await make();
    const result = await prepareCut(bytes);
    if (!result.ok) throw new Error(describeCutProblem(result.problem));
    const hash = createHash('sha256').update(bytes).digest('hex');
    expect(result.cut.contentHash).toBe(hash);
    expect(result.cut.source).toEqual({ format, width: 422, height: 600, bytes: bytes.length });
    expect(result.cut.variants.map((variant) => [variant.name, variant.key])).toEqual([
      ['1x', `v1/${hash.slice(0, 2)}/${hash}-1x.webp`],
      ['2x', `v1/${hash.slice(0, 2)}/${hash}-2x.webp`],
    ]);
    for (const variant of result.cut.variants) {
      const metadata = await sharp(variant.bytes).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', variant.width, variant.height]);
      expect(variant.bytes.length).toBeLessThan(60_000);
    }
  });

  it('gives the same bytes for the same file, so content-addressed keys never change content', async () => {
    const bytes = await sampleJpeg();
    const [first, second] = await Promise.all([prepareCut(bytes), prepareCut(bytes)]);
    if (!first.ok || !second.ok) throw new Error('expected both to convert');
    expect(second.cut.variants.map((variant) => variant.bytes)).toEqual(first.cut.variants.map((variant) => variant.bytes));
  });

  it('keeps the whole of an image of other proportions, on white', async () => {
    const result = await prepareCut(await samplePicture(800, 300).png().toBuffer());
    if (!result.ok) throw new Error('expected it to convert');
    const { data } = await sharp(result.cut.variants[0]?.bytes).raw().toBuffer({ resolveWithObject: true });
    // The top-left pixel is letterbox, not picture.
    expect([...data.subarray(0, 3)].every((channel) => channel > 245)).toBe(true);
  });

  it('refuses a text file named .png by its content', async () => {
    expect(problemOf(await prepareCut(Buffer.from('this is not a picture\n')))).toEqual({ code: 'cut-not-an-image' });
  });

  it('refuses a GIF or an SVG, which cuts may not be', async () => {
    expect(problemOf(await prepareCut(await samplePicture().gif().toBuffer()))).toEqual({ code: 'cut-not-an-image' });
    expect(problemOf(await prepareCut(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')))).toEqual({ code: 'cut-not-an-image' });
  });

  it('refuses an empty file', async () => {
    expect(problemOf(await prepareCut(new Uint8Array(0)))).toEqual({ code: 'cut-empty' });
  });

  it('refuses a file cut off inside its header', async () => {
    const png = await samplePng();
    expect(problemOf(await prepareCut(png.subarray(0, 20)))).toEqual({ code: 'cut-malformed-header', format: 'png' });
  });

  it.each([
    ['JPEG', sampleJpeg, 'jpeg'],
    ['PNG', samplePng, 'png'],
    ['WebP', sampleWebp, 'webp'],
  ])('refuses a %s cut off halfway through its pixels', async (_name, make, format) => {
    const bytes = await make();
    const problem = problemOf(await prepareCut(bytes.subarray(0, Math.floor(bytes.length / 2))));
    expect(problem).toMatchObject({ code: 'cut-undecodable', format });
    expect(describeCutProblem(problem)).toContain('damaged');
  });

  it('refuses a 50-megapixel PNG of a few kilobytes before decoding it', async () => {
    const bomb = blankPng(10_000, 5_000);
    expect(bomb.length).toBeLessThan(20_000);
    const problem = problemOf(await prepareCut(bomb));
    expect(problem).toEqual({ code: 'cut-too-many-pixels', format: 'png', width: 10_000, height: 5_000, maxPixels: MAX_CUT_PIXELS });
    // The check that refuses it is synchronous and never calls the decoder.
    expect(checkCutSource(bomb)).toEqual({ ok: false, problem });
    expect(describeCutProblem(problem)).toBe('the cut image is 10000 × 5000 (50.0 megapixels), more than the 16.0 megapixels allowed; it was not decoded');
  });

  it('refuses a file over the byte cap before reading it', async () => {
    const problem = problemOf(await prepareCut(await samplePng(), { maxBytes: 1000 }));
    expect(problem).toMatchObject({ code: 'cut-too-large', maxBytes: 1000 });
  });
});
