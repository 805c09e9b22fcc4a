import { link, mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EventData } from '@/lib/catalogue-import/event-data';
import { CUTS_FOLDER, IMAGES_FOLDER } from '@/lib/catalogue-import/format';
import { writeImagesCsv, type ImageCsvRow } from '@/lib/catalogue-import/write-images';
import { convertInPool, valuesOrThrow } from '@/lib/catalogue-import/convert-pool';
import { drawPicture, uniqueCopy, type DrawnKind, type DrawnPicture } from './drawn-pages';

// Drawn pictures per kind. Drawing one costs about what converting it does, so the benchmark draws a
// few dozen once (kept in the cache folder across runs) and delivers each as a file of its own bytes.
const POOL: Record<DrawnKind, number> = { menu: 40, cover: 60, cut: 60 };
const CACHE = process.env.BENCH_PICTURE_CACHE ?? path.join(tmpdir(), 'catalogue-bench-pictures-v1');

export type PicturePool = Record<DrawnKind, readonly DrawnPicture[]>;

/** The drawn pictures, from the cache folder or drawn now (two at a time) and kept there. */
export async function picturePool(): Promise<PicturePool> {
  await mkdir(CACHE, { recursive: true });
  const pool: Partial<Record<DrawnKind, DrawnPicture[]>> = {};
  for (const kind of ['menu', 'cover', 'cut'] as const) {
    const pictures: DrawnPicture[] = [];
    valuesOrThrow(await convertInPool(Array.from({ length: POOL[kind] }, (_, number) => number), 2, async (number) => {
      const file = path.join(CACHE, `${kind}-${number}.json`);
      const cached = await readFile(file, 'utf8').then((text) => JSON.parse(text) as Omit<DrawnPicture, 'bytes'> & { bytes: string }).catch(() => undefined);
      const picture = cached ? { ...cached, bytes: Buffer.from(cached.bytes, 'base64') } : await drawPicture(kind, number);
      if (!cached) await writeFile(file, JSON.stringify({ ...picture, bytes: picture.bytes.toString('base64') }));
      pictures[number] = picture;
    }));
    pool[kind] = pictures;
  }
  return pool as PicturePool;
}

/**
 * One cut for each circle (or each of `only`), each its own file (the circle's id in it), the same bytes
 * for the same circle on every run.
 */
export async function writeBenchCuts(data: EventData, folder: string, pool: PicturePool, only?: ReadonlySet<number>): Promise<number> {
  await mkdir(path.join(folder, CUTS_FOLDER), { recursive: true });
  const circles = only ? data.circles.filter((circle) => only.has(circle.wcid)) : data.circles;
  valuesOrThrow(await convertInPool(circles, 8, async (circle) => {
    const picture = pool.cut[circle.wcid % pool.cut.length] as DrawnPicture;
    await writeFile(path.join(folder, CUTS_FOLDER, `${circle.wcid}.${picture.format === 'png' ? 'png' : 'jpg'}`), uniqueCopy(picture, `cut ${circle.wcid}`));
  }));
  return circles.length;
}

export type BenchImage = { row: ImageCsvRow; picture: DrawnPicture; label: string };

function menuOf(pool: PicturePool, wcid: number, edition: number): BenchImage {
  const picture = pool.menu[(wcid + edition) % pool.menu.length] as DrawnPicture;
  const file = `menu/${wcid}-${edition}.${picture.format === 'png' ? 'png' : 'jpg'}`;
  return { row: { owner: String(wcid), kind: 'menu', position: 0, file, adult: false, altJa: 'お品書き', altEn: 'Menu', altZh: '品书' }, picture, label: `menu ${wcid} ${edition}` };
}

/**
 * The delivery: a menu for `menus` circles and a cover for `covers` works, spread over the event
 * (every circle and work in turn, by a fixed stride, so that the set is the same on every run).
 */
export function benchImages(data: EventData, pool: PicturePool, counts: { menus: number; covers: number }): BenchImage[] {
  const images: BenchImage[] = [];
  const circleStride = data.circles.length / counts.menus;
  for (let index = 0; index < counts.menus; index += 1) {
    const circle = data.circles[Math.floor(index * circleStride)];
    if (circle) images.push(menuOf(pool, circle.wcid, 0));
  }
  const workStride = data.works.length / counts.covers;
  for (let index = 0; index < counts.covers; index += 1) {
    const work = data.works[Math.floor(index * workStride)];
    const wcid = work ? data.circles[work.circleIndex]?.wcid : undefined;
    if (!work || wcid === undefined) continue;
    const picture = pool.cover[index % pool.cover.length] as DrawnPicture;
    const file = `cover/${wcid}-${work.sortOrder}.${picture.format === 'png' ? 'png' : 'jpg'}`;
    images.push({ row: { owner: `${wcid}/${work.sortOrder}`, kind: 'cover', position: 0, file, adult: false, altJa: '表紙', altEn: 'Cover', altZh: '封面' }, picture, label: `cover ${wcid} ${work.sortOrder}` });
  }
  return images;
}

/**
 * A late delivery: the images of `before` whose owners are still in `data`, with `late` menus new or
 * changed (circles without a menu get one, then circles with one get a new edition).
 */
export function lateImages(before: readonly BenchImage[], data: EventData, pool: PicturePool, late: number): BenchImage[] {
  const circles = new Set(data.circles.map((circle) => String(circle.wcid)));
  const kept = before.filter((image) => circles.has(image.row.owner.split('/')[0] as string));
  const withMenu = new Set(kept.filter((image) => image.row.kind === 'menu').map((image) => image.row.owner));
  const fresh = data.circles.filter((circle) => !withMenu.has(String(circle.wcid))).slice(0, late).map((circle) => menuOf(pool, circle.wcid, 0));
  const renewed = new Set([...withMenu].slice(0, late - fresh.length));
  return [...kept.map((image) => (image.row.kind === 'menu' && renewed.has(image.row.owner) ? menuOf(pool, Number(image.row.owner), 1) : image)), ...fresh];
}

/**
 * Writes images.csv and its files into `folder`. A file `reuse` already holds (the same name, so the same
 * bytes) is linked rather than written again: 30,000 pictures are several gigabytes.
 */
export async function writeBenchImages(folder: string, images: readonly BenchImage[], reuse?: string): Promise<{ files: number; megabytes: number }> {
  const [name, bytes] = writeImagesCsv(images.map((image) => image.row));
  await writeFile(path.join(folder, name), bytes);
  for (const kind of ['menu', 'cover']) await mkdir(path.join(folder, IMAGES_FOLDER, kind), { recursive: true });
  let total = 0;
  valuesOrThrow(await convertInPool(images, 8, async (image) => {
    const target = path.join(folder, IMAGES_FOLDER, image.row.file);
    const linked = reuse ? await link(path.join(reuse, IMAGES_FOLDER, image.row.file), target).then(() => true, () => false) : false;
    if (!linked) await writeFile(target, uniqueCopy(image.picture, image.label));
    total += image.picture.bytes.length;
  }));
  return { files: images.length, megabytes: total / 1024 / 1024 };
}
