import type { EventData } from '@/lib/catalogue-import/event-data';
import type { CutFile, EventFiles } from '@/lib/catalogue-import/event-files';
import type { ImageEntry } from '@/lib/catalogue-import/image-rows';
import type { Stored } from '@/lib/catalogue-import/image-step';
import { writeImagesCsv, type ImageCsvRow } from '@/lib/catalogue-import/write-images';
import { DRAWN_SIZES, DRAWN_VERSION, drawnStorageKey } from '@/lib/catalogue/drawn-image';
import { createRandom } from '@/lib/demo-data/random';

// Shares of the demo's entries that bring images: enough that browsing meets menus and covers often,
// and the offline copy of a member's favourites has some to save.
const MENU_SHARE = 0.4;
const SECOND_PAGE_SHARE = 0.2;
const COVER_SHARE = 0.15;
const BANNER_SHARE = 0.5;

const yen = (value: number | null, written: string) => written || (value === null ? '' : `${value}円`);
const clip = (value: string) => (value.length > 480 ? `${value.slice(0, 479)}…` : value);

/**
 * The demo event's images.csv: menus for some circles (with alt texts that list their works and prices,
 * in three languages), covers for some works and banners for some booths, drawn from the seed. The files
 * it names are never read: the demo's import draws each image on request instead (`drawDemoImage`).
 */
export function demoImages(data: EventData, seed: number): { files: EventFiles; imageFiles: CutFile[] } {
  const random = createRandom(seed, 'demo-images');
  const rows: ImageCsvRow[] = [];
  const worksOf = new Map<number, EventData['works']>();
  for (const work of data.works) worksOf.set(work.circleIndex, [...(worksOf.get(work.circleIndex) ?? []), work]);
  data.circles.forEach((circle, index) => {
    const works = worksOf.get(index) ?? [];
    if (random.chance(MENU_SHARE)) {
      const list = works.slice(0, 5);
      const pages = random.chance(SECOND_PAGE_SHARE) ? 2 : 1;
      for (let position = 0; position < pages; position += 1) {
        rows.push({
          owner: String(circle.wcid), kind: 'menu', position, file: `menu/${circle.wcid}-${position}.png`, adult: false,
          altJa: clip(`お品書き: ${list.map((work) => `${work.title} ${yen(work.priceYen, work.priceText)}`).join(' / ')}`),
          altEn: clip(`Menu: ${list.map((work) => `${work.title}${work.priceYen === null ? '' : ` ¥${work.priceYen}`}`).join('; ')}`),
          altZh: clip(`品书：${list.map((work) => `${work.title}${work.priceYen === null ? '' : ` ${work.priceYen}日元`}`).join('；')}`),
        });
      }
    }
    for (const work of works) {
      if (!random.chance(COVER_SHARE)) continue;
      rows.push({ owner: `${circle.wcid}/${work.sortOrder}`, kind: 'cover', position: 0, file: `cover/${circle.wcid}-${work.sortOrder}.png`, adult: false, altJa: `「${work.title}」の表紙`, altEn: `Cover of ${work.title}`, altZh: `《${work.title}》的封面` });
    }
  });
  for (const booth of data.exhibitors) {
    if (random.chance(BANNER_SHARE)) rows.push({ owner: `booth-${booth.boothNumber}`, kind: 'banner', position: 0, file: `banner/${booth.boothNumber}.png`, adult: false, altJa: `${booth.name}のバナー`, altEn: `Banner of ${booth.name}`, altZh: `${booth.name}的横幅` });
  }
  const unread = () => Promise.reject(new Error('a demo image is drawn, not read'));
  const imageFiles = [...new Set(rows.map((row) => row.file))].map((file) => ({ name: `images/${file}`, size: 0, read: unread }));
  return { files: new Map([writeImagesCsv(rows)]), imageFiles };
}

/** A demo row's drawn image: its key names the drawing, and stands in for the content hash. */
export function drawDemoImage(entry: ImageEntry): Stored & { contentHash: string } {
  const storageKey = drawnStorageKey(entry.kind, entry.ownerText, entry.position);
  return { storageKey, contentHash: `drawn-${DRAWN_VERSION}-${storageKey}`, ...DRAWN_SIZES[entry.kind] };
}
