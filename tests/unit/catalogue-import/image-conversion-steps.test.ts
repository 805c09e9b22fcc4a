import { describe, expect, it } from 'vitest';
import { prepareCutStep, type CutSink } from '@/lib/catalogue-import/cut-step';
import type { CutFile, EventFiles } from '@/lib/catalogue-import/event-files';
import { prepareImageStep, type CurrentImage } from '@/lib/catalogue-import/image-step';
import { Problems } from '@/lib/catalogue-import/problems';
import { cutContentHash } from '@/lib/cut-images/prepare-cut';
import { bytesOf, smallEventData } from '@/tests/support/catalogue-fixture';
import { sampleJpeg, samplePng } from '@/tests/support/cut-files';

const HEADER = 'owner,kind,position,file,adult,alt_ja,alt_en,alt_zh';
const fileOf = (name: string, bytes: Uint8Array): CutFile => ({ name, size: bytes.length, read: async () => bytes });

function memoryStore(): CutSink & { keys: string[] } {
  const keys: string[] = [];
  return { keys, description: 'memory', has: async (key) => keys.includes(key), put: async (key) => void keys.push(key) };
}

function delivery(rows: readonly (readonly [row: string, name: string, bytes: Uint8Array])[]): { files: EventFiles; images: CutFile[] } {
  return {
    files: new Map([['images.csv', bytesOf([HEADER, ...rows.map(([row]) => row)].join('\n'))]]),
    images: rows.map(([, name, bytes]) => fileOf(`images/${name}`, bytes)),
  };
}

const current = (key: string, contentHash: string): [string, CurrentImage] => [
  key,
  { id: 1, contentHash, storageKey: `i1/${contentHash.slice(0, 2)}/${contentHash}`, width: 10, height: 10, isAdult: false, altJa: '', altEn: '', altZh: '', circleId: 1, exhibitorId: null, fullPending: false },
];
const noIds = { eventId: 0, circles: new Map<number, number>(), booths: new Map<number, number>() };
const problemLines = (problems: Problems) => problems.listed.map((problem) => `${problem.file}: ${problem.message}`);

describe('the image step\'s conversion', () => {
  it('converts files several at a time and keeps each file\'s own result: the bad ones are named in the delivery\'s order', async () => {
    const big = await sampleJpeg(1600, 2400);
    const small = await samplePng(300, 400);
    const { files, images } = delivery([
      ['1001,menu,0,big.jpg,0,,,', 'big.jpg', big],
      ['1002,menu,0,bad.jpg,0,,,', 'bad.jpg', bytesOf('not a picture')],
      ['1001/1,cover,0,small.png,0,,,', 'small.png', small],
      ['1003,menu,0,worse.png,0,,,', 'worse.png', bytesOf('\x89PNG broken')],
    ]);
    const store = memoryStore();
    const problems = new Problems();
    const step = await prepareImageStep(files, images, smallEventData(), problems, { store, dryRun: false, current: new Map(), concurrency: 4 });
    expect(problemLines(problems).map((line) => line.split(':')[0])).toEqual(['images/bad.jpg', 'images/worse.png']);
    // Refused: nothing is stored once a bad file is known, and what was stored before is content-addressed.
    expect(store.keys.every((key) => [cutContentHash(big), cutContentHash(small)].some((hash) => key.includes(hash)))).toBe(true);
    expect(step?.hashLines).toEqual(
      [`images/bad.jpg ${cutContentHash(bytesOf('not a picture'))}`, `images/big.jpg ${cutContentHash(big)}`, `images/small.png ${cutContentHash(small)}`, `images/worse.png ${cutContentHash(bytesOf('\x89PNG broken'))}`],
    );

    const skipping = new Problems();
    const skipStore = memoryStore();
    const skipped = await prepareImageStep(files, images, smallEventData(), skipping, { store: skipStore, dryRun: false, current: new Map(), concurrency: 4, skipBadImages: true });
    expect(skipping.any).toBe(false);
    expect(skipped?.skipped.map((image) => image.file)).toEqual(['images/bad.jpg', 'images/worse.png']);
    // The thumbnail and the file as delivered: the full size is a queued job's (image-full-size.ts).
    expect([...skipStore.keys].sort()).toEqual(
      [big, small].flatMap((bytes) => ['thumb.webp', 'source'].map((name) => `i1/${cutContentHash(bytes).slice(0, 2)}/${cutContentHash(bytes)}-${name}`)).sort(),
    );
    expect(await skipped?.apply(undefined as never, noIds, true)).toEqual({ new: 2, replaced: 0, unchanged: 0, removed: 0 });
  });

  it('keeps the file for the queued job when the store lacks its full size or, for a menu, its offline rendition', async () => {
    const menu = await sampleJpeg(800, 1200);
    const stem = `i1/${cutContentHash(menu).slice(0, 2)}/${cutContentHash(menu)}`;
    const keptWith = async (stored: readonly string[], row = '1001,menu,0,menu.jpg,0,,,') => {
      const { files, images } = delivery([[row, 'menu.jpg', menu]]);
      const store = memoryStore();
      store.keys.push(...stored.map((name) => `${stem}-${name}`));
      await prepareImageStep(files, images, smallEventData(), new Problems(), { store, dryRun: false, current: new Map() });
      return store.keys.includes(`${stem}-source`);
    };
    expect(await keptWith([])).toBe(true);
    // Converted before offline renditions existed: the job makes the rendition from the file kept again.
    expect(await keptWith(['full.webp'])).toBe(true);
    expect(await keptWith(['offline.webp'])).toBe(true);
    expect(await keptWith(['full.webp', 'offline.webp'])).toBe(false);
    // A cover is not saved offline at that size: its full size is all the job makes.
    expect(await keptWith(['full.webp'], '1001/1,cover,0,menu.jpg,0,,,')).toBe(false);
    expect(await keptWith([], '1001/1,cover,0,menu.jpg,0,,,')).toBe(true);
  });

  it('skips a file whose content hash is the stored one before decoding it, and converts the same bytes for a row that had others', async () => {
    // Bytes no decoder takes: the step can only accept them by never decoding them.
    const undecodable = bytesOf('stored earlier; the hash says it is unchanged');
    const { files, images } = delivery([['1001,menu,0,menu.jpg,0,,,', 'menu.jpg', undecodable]]);
    const store = memoryStore();
    const problems = new Problems();
    const step = await prepareImageStep(files, images, smallEventData(), problems, { store, dryRun: false, current: new Map([current('1001|MENU|0', cutContentHash(undecodable))]) });
    expect(problems.any).toBe(false);
    expect(store.keys).toEqual([]);
    expect(await step?.apply(undefined as never, noIds, true)).toEqual({ new: 0, replaced: 0, unchanged: 1, removed: 0 });

    const changed = new Problems();
    await prepareImageStep(files, images, smallEventData(), changed, { store, dryRun: false, current: new Map([current('1001|MENU|0', 'another hash')]) });
    expect(problemLines(changed)).toEqual([expect.stringMatching(/^images\/menu\.jpg: the image file is not a JPEG, PNG or WebP image/)]);
  });
});

describe('the cut step\'s conversion', () => {
  it('skips an unchanged cut before decoding it and names each bad cut once, in the files\' order, among good ones converted at once', async () => {
    const unchanged = bytesOf('a cut stored earlier');
    const good = await sampleJpeg();
    const cuts = [fileOf('cuts/1001.jpg', unchanged), fileOf('cuts/1002.jpg', bytesOf('broken')), fileOf('cuts/1003.jpg', good), fileOf('cuts/booth-1.png', bytesOf('also broken'))];
    const store = memoryStore();
    const problems = new Problems();
    const step = await prepareCutStep(cuts, smallEventData(), problems, { store, dryRun: false, currentHashes: new Map([['circle:1001', cutContentHash(unchanged)]]), concurrency: 4, skipBadImages: true });
    expect(problems.any).toBe(false);
    expect(step.skipped.map((cut) => cut.file)).toEqual(['cuts/1002.jpg', 'cuts/booth-1.png']);
    expect(store.keys.every((key) => key.includes(cutContentHash(good)))).toBe(true);
    expect(store.keys).toHaveLength(2);
    expect(await step.apply(undefined as never, noIds, true)).toEqual({ new: 1, replaced: 0, unchanged: 1, removed: 0 });
  });
});
