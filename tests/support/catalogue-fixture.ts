import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';
import { LISTED_CIRCLE } from '@/lib/catalogue/listed-circles';
import type { EventData } from '@/lib/catalogue-import/event-data';
import type { EventFiles } from '@/lib/catalogue-import/event-files';
import { writeFilesToFolder } from '@/lib/catalogue-import/export-event';
import { writeEventFiles } from '@/lib/catalogue-import/write-format';

const rect = (mapX: number, mapY: number, mapWidth = 0.45, mapHeight = 0.9) => ({ mapX, mapY, mapWidth, mapHeight });
const at = '2026-11-01T00:00:00.000Z';

/**
 * Event C999 in the import's row shape: two days, a circle hall with a wall block and an island block, a
 * corporate hall with two booths, five circles (one with two spaces, one not selected) and their works.
 */
export function smallEventData(): EventData {
  const circle = (wcid: number, name: string, extra: Partial<EventData['circles'][number]> = {}): EventData['circles'][number] => ({
    wcid, circleNumber: wcid - 100, name, nameKana: '', author: `Author ${wcid}`, authorKana: '', genreIndex: 0, description: `About ${name}`,
    supplementComment: '', cashless: false, isAdult: false, ...LISTED_CIRCLE, catalogPage: 11, cutIndex: 1,
    websiteUrl: null, pixivUrl: null, xUrl: null, createdAt: at, updatedAt: at, ...extra,
  });
  const space = (circleIndex: number, dayIndex: number, blockIndex: number, spaceNumber: number, side: 'a' | 'b') => ({
    ...rect(10 + blockIndex * 5, spaceNumber * 1.8 + (side === 'b' ? 0.9 : 0)), dayIndex, blockIndex, spaceNumber, side, tableLayout: 4 as const, circleIndex,
  });
  const desk = (dayIndex: number, blockIndex: number, spaceNumber: number, side: 'a' | 'b') => {
    const { circleIndex, ...rest } = space(-1, dayIndex, blockIndex, spaceNumber, side);
    void circleIndex;
    return rest;
  };
  return {
    event: {
      code: 'C999', nameEn: 'Test Event', nameJa: 'テストイベント', nameZh: '测试活动', venueNameEn: 'Test Hall', venueNameJa: 'テスト会場', venueNameZh: '测试会场', planValidUntil: '2026-12-31T14:59:00.000Z', monthlyPriceYen: 2000,
      campaignPriceYen: 1000, campaignStartsAt: null, campaignEndsAt: null, freeTrialStartsAt: null, freeTrialEndsAt: null, createdAt: at,
    },
    days: [{ dayNumber: 1, date: '2026-12-30' }, { dayNumber: 2, date: '2026-12-31' }],
    halls: [{ area: 'EAST', number: 1, isCorporate: false, floor: 1, ...rect(0, 0, 60, 40) }, { area: 'WEST', number: 3, isCorporate: true, floor: 2, ...rect(-80, 0, 60, 40) }],
    blocks: [{ hallIndex: 0, name: 'ア', isWall: true, sortOrder: 1, ...rect(10, 1.8, 0.45, 9) }, { hallIndex: 0, name: 'イ', isWall: false, sortOrder: 2, ...rect(15, 1.8, 0.45, 9) }],
    placements: [
      space(0, 0, 0, 1, 'a'), space(1, 0, 0, 1, 'b'), space(2, 0, 1, 2, 'a'), space(2, 0, 1, 2, 'b'), space(3, 1, 0, 1, 'a'),
    ],
    // The same four half desks stand on day 2, where only 東ア-01a is taken.
    emptyDesks: [desk(1, 0, 1, 'b'), desk(1, 1, 2, 'a'), desk(1, 1, 2, 'b')],
    genres: [{ code: 234, nameEn: 'Touhou Project', nameJa: '東方Project', nameZh: '东方Project' }, { code: 110, nameEn: 'Original', nameJa: '創作', nameZh: '原创' }],
    circles: [
      circle(1001, 'Alpha Works'), circle(1002, 'Beta Books', { isAdult: true, genreIndex: 1 }), circle(1003, 'Gamma Press', { cashless: true }),
      circle(1004, 'Delta Drawings', { websiteUrl: 'https://delta.example' }), circle(1005, 'Epsilon', { lotteryStatus: 'NOT_SELECTED', catalogPage: null, cutIndex: null }),
    ],
    works: [
      { circleIndex: 0, title: 'First Book', size: 'B5', pages: 24, detail: '', priceYen: 500, priceText: '', isNew: true, isAdult: false, sortOrder: 0 },
      { circleIndex: 0, title: 'Second Book', size: 'A5', pages: 40, detail: 'reprint', priceYen: 1000, priceText: '', isNew: false, isAdult: false, sortOrder: 1 },
      { circleIndex: 2, title: 'Gamma Zine', size: 'B5', pages: 16, detail: '', priceYen: 300, priceText: '300円', isNew: true, isAdult: false, sortOrder: 0 },
    ],
    shopLinks: [{ circleIndex: 0, kind: 'MAIL_ORDER', shopName: 'Shop', url: 'https://shop.example/alpha' }, { circleIndex: 1, kind: 'X', shopName: '', url: 'https://x.com/beta_books' }],
    exhibitors: [
      { boothNumber: 1, name: 'Acme Corp', nameKana: 'アクメ', overview: 'Games', productInfo: 'Posters', publicUrl: null, hallIndex: 1, boothCode: '西3-01', dayNumbers: [], updatedAt: at, ...rect(-75, 5, 6, 6) },
      { boothNumber: 2, name: 'Bolt Inc', nameKana: 'ボルト', overview: 'Books', productInfo: 'Art books', publicUrl: 'https://bolt.example', hallIndex: 1, boothCode: '西3-02', dayNumbers: [2], updatedAt: at, ...rect(-65, 5, 6, 6) },
    ],
  };
}

/** 1004 moves on day 2 from ア-01a to イ-02a, 1002 withdraws, 1001's second work costs more, 1003 takes cards. */
export function smallEventCorrection(): EventData {
  const data = smallEventData();
  const moved = data.placements.find((p) => p.circleIndex === 3);
  if (moved) Object.assign(moved, { blockIndex: 1, spaceNumber: 2, side: 'a', mapX: 15, mapY: 3.6 });
  (data.works[1] as { priceYen: number }).priceYen = 1200;
  (data.circles[2] as { cashless: boolean }).cashless = false;
  const withdrawn = 1;
  data.placements = data.placements.filter((p) => p.circleIndex !== withdrawn).map((p) => ({ ...p, circleIndex: p.circleIndex > withdrawn ? p.circleIndex - 1 : p.circleIndex }));
  data.works = data.works.map((w) => ({ ...w, circleIndex: w.circleIndex > withdrawn ? w.circleIndex - 1 : w.circleIndex }));
  data.shopLinks = data.shopLinks.map((l) => ({ ...l, circleIndex: l.circleIndex > withdrawn ? l.circleIndex - 1 : l.circleIndex }));
  data.circles.splice(withdrawn, 1);
  return data;
}

export const smallEventFiles = (): EventFiles => writeEventFiles(smallEventData());

export const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);
export const bytesOf = (value: string) => new TextEncoder().encode(value);

/** A temporary folder holding `files`; `remove` deletes it. */
export async function folderOf(files: EventFiles): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'catalogue-files-'));
  await writeFilesToFolder(dir, files);
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

export type ZipEntry = { name: string; data: Uint8Array; deflate?: boolean; declaredSize?: number };

/**
 * A zip built byte by byte, so that tests can make the entries a real tool would refuse to write: names with
 * `..` or a leading `/`, and sizes that lie.
 */
export function zipOf(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const body = entry.deflate ? deflateRawSync(entry.data) : Buffer.from(entry.data);
    const size = entry.declaredSize ?? entry.data.length;
    const crc = crc32(entry.data);
    const method = entry.deflate ? 8 : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, body);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The files as zip entries, in a top folder as "compress folder" makes them. */
export const zipEntries = (files: EventFiles, top = 'C999'): ZipEntry[] => [...files].map(([name, data]) => ({ name: `${top}/${name}`, data, deflate: true }));
