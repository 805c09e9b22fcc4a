import {
  CIRCLE_TRANSLATION_COLUMNS, circleOwnCells, EXHIBITOR_TRANSLATION_COLUMNS, exhibitorOwnCells, WORK_TRANSLATION_COLUMNS, workOwnCells, writtenColumns,
} from '@/lib/catalogue-import/translation-columns';
import type { EventData, MapRect, PlacementRow } from '@/lib/catalogue-import/event-data';
import {
  CIRCLES_FILE, circleColumns, EVENT_FILE, EXHIBITORS_FILE, exhibitorColumns, FORMAT_VERSION, GENRES_FILE, genreColumns,
  LINKS_FILE, linkColumns, spaceCode, VENUE_FILE, WORKS_FILE, workColumns,
} from '@/lib/catalogue-import/format';
import type { EventFiles } from '@/lib/catalogue-import/event-files';
import type { EventJson, VenueFeature } from '@/lib/catalogue-import/schemas';
import { writeCsvQuotedWhereNeeded } from '@/lib/text/csv';

type Cell = string | number | null;

const encoder = new TextEncoder();
const flag = (value: boolean) => (value ? 1 : 0);

// Written through the product's one CSV writer, so a circle's name that starts like a formula cannot run
// in the spreadsheet staff open the export in; the import's reader gives such a cell back unchanged. The
// byte-order mark is what tells Excel in Japan the file is UTF-8 (without it, it reads Shift_JIS: mojibake).
function csv(columns: readonly string[], rows: readonly Cell[][]): Uint8Array {
  return encoder.encode(`\uFEFF${writeCsvQuotedWhereNeeded([columns, ...rows])}`);
}

/** A rectangle as a closed GeoJSON ring, corners clockwise from the north-west on the y-southwards plane. */
function polygon({ mapX, mapY, mapWidth, mapHeight }: MapRect): VenueFeature['geometry'] {
  const right = mapX + mapWidth;
  const bottom = mapY + mapHeight;
  return { type: 'Polygon', coordinates: [[[mapX, mapY], [right, mapY], [right, bottom], [mapX, bottom], [mapX, mapY]]] };
}

export function eventJson(data: EventData): EventJson {
  const { event } = data;
  return {
    format: FORMAT_VERSION,
    code: event.code,
    name: { en: event.nameEn, ja: event.nameJa, zh: event.nameZh },
    days: data.days.map((day) => ({ day: day.dayNumber, date: day.date })),
    plan: { monthlyPriceYen: event.monthlyPriceYen, campaignPriceYen: event.campaignPriceYen, validUntil: event.planValidUntil },
    campaign: event.campaignStartsAt && event.campaignEndsAt ? { startsAt: event.campaignStartsAt, endsAt: event.campaignEndsAt } : null,
    freeTrial: event.freeTrialStartsAt && event.freeTrialEndsAt ? { startsAt: event.freeTrialStartsAt, endsAt: event.freeTrialEndsAt } : null,
    createdAt: event.createdAt,
  };
}

/** Every hall, block, space (each half desk once, as it stands on every day) and booth as a feature. */
export function venueFeatures(data: EventData): VenueFeature[] {
  const features: VenueFeature[] = [];
  const hallOf = (index: number) => {
    const hall = data.halls[index];
    if (!hall) throw new Error(`No hall ${index}`);
    return hall;
  };
  for (const hall of data.halls) {
    features.push({ type: 'Feature', properties: { kind: 'hall', area: hall.area, hall: hall.number, corporate: hall.isCorporate, floor: hall.floor }, geometry: polygon(hall) });
  }
  data.blocks.forEach((block) => {
    const hall = hallOf(block.hallIndex);
    features.push({
      type: 'Feature',
      properties: { kind: 'block', area: hall.area, hall: hall.number, block: block.name, wall: block.isWall, order: block.sortOrder },
      geometry: polygon(block),
    });
  });
  const seen = new Set<string>();
  for (const placement of [...data.placements, ...data.emptyDesks]) {
    const key = `${placement.blockIndex}:${placement.spaceNumber}:${placement.side}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const block = data.blocks[placement.blockIndex];
    if (!block) throw new Error(`No block ${placement.blockIndex}`);
    const hall = hallOf(block.hallIndex);
    features.push({
      type: 'Feature',
      properties: { kind: 'space', area: hall.area, hall: hall.number, block: block.name, number: placement.spaceNumber, side: placement.side, layout: placement.tableLayout },
      geometry: polygon(placement),
    });
  }
  for (const exhibitor of data.exhibitors) {
    const hall = hallOf(exhibitor.hallIndex);
    features.push({ type: 'Feature', properties: { kind: 'booth', area: hall.area, hall: hall.number, booth: exhibitor.boothNumber }, geometry: polygon(exhibitor) });
  }
  return features;
}

/** A circle's day and space codes, both halves of one desk written as one `ab` code. */
function circleSpaces(data: EventData, placements: readonly PlacementRow[]): { day: number | null; spaces: string } {
  const first = placements[0];
  if (!first) return { day: null, spaces: '' };
  const codes: string[] = [];
  const sorted = [...placements].sort((a, b) => a.blockIndex - b.blockIndex || a.spaceNumber - b.spaceNumber || a.side.localeCompare(b.side));
  for (let index = 0; index < sorted.length; index += 1) {
    const placement = sorted[index] as PlacementRow;
    const next = sorted[index + 1];
    const block = data.blocks[placement.blockIndex];
    const hall = block && data.halls[block.hallIndex];
    if (!block || !hall) throw new Error(`No block ${placement.blockIndex}`);
    const pair = next && placement.side === 'a' && next.side === 'b' && next.blockIndex === placement.blockIndex && next.spaceNumber === placement.spaceNumber;
    codes.push(spaceCode(hall.area, block.name, placement.spaceNumber, pair ? 'ab' : placement.side));
    if (pair) index += 1;
  }
  return { day: data.days[first.dayIndex]?.dayNumber ?? null, spaces: codes.join(' ') };
}

/** The event in the exchange format, file name to bytes (cuts are added by the caller that has them). */
export function writeEventFiles(data: EventData): EventFiles {
  const placementsByCircle = new Map<number, PlacementRow[]>();
  for (const placement of data.placements) {
    const list = placementsByCircle.get(placement.circleIndex) ?? [];
    list.push(placement);
    placementsByCircle.set(placement.circleIndex, list);
  }
  const wcidOf = (index: number) => data.circles[index]?.wcid ?? 0;
  const files: EventFiles = new Map();
  files.set(EVENT_FILE, encoder.encode(`${JSON.stringify(eventJson(data), null, 2)}\n`));
  const { venueNameEn: en, venueNameJa: ja, venueNameZh: zh } = data.event;
  files.set(VENUE_FILE, encoder.encode(`${JSON.stringify({ type: 'FeatureCollection', ...(en && ja && zh ? { name: { en, ja, zh } } : {}), features: venueFeatures(data) })}\n`));
  files.set(GENRES_FILE, csv(genreColumns, data.genres.map((genre) => [genre.code, genre.nameEn, genre.nameJa, genre.nameZh])));
  const circlesOwn = data.circles.some((circle) => circle.own);
  const worksOwn = data.works.some((work) => work.own);
  files.set(CIRCLES_FILE, csv(writtenColumns(circleColumns, CIRCLE_TRANSLATION_COLUMNS, circlesOwn), data.circles.map((circle, index) => {
    const { day, spaces } = circleSpaces(data, placementsByCircle.get(index) ?? []);
    return [
      circle.wcid, circle.circleNumber, circle.name, circle.nameKana, circle.author, circle.authorKana, data.genres[circle.genreIndex]?.code ?? null,
      day, spaces, flag(circle.isAdult), circle.lotteryStatus === 'SELECTED' ? 'selected' : 'not_selected', flag(circle.wantsPublication),
      circle.description, circle.supplementComment, flag(circle.cashless), circle.catalogPage, circle.cutIndex,
      circle.websiteUrl, circle.pixivUrl, circle.xUrl, circle.createdAt, circle.updatedAt, ...circleOwnCells(circle.own, circlesOwn),
    ];
  })));
  files.set(WORKS_FILE, csv(writtenColumns(workColumns, WORK_TRANSLATION_COLUMNS, worksOwn), data.works.map((work) => [
    wcidOf(work.circleIndex), work.sortOrder, work.title, work.size, work.pages, work.priceText || work.priceYen, flag(work.isNew), flag(work.isAdult), work.detail, ...workOwnCells(work.own, worksOwn),
  ])));
  files.set(LINKS_FILE, csv(linkColumns, data.shopLinks.map((link) => [wcidOf(link.circleIndex), link.kind.toLowerCase(), link.shopName, link.url])));
  const exhibitorsOwn = data.exhibitors.some((exhibitor) => exhibitor.own);
  files.set(EXHIBITORS_FILE, csv(writtenColumns(exhibitorColumns, EXHIBITOR_TRANSLATION_COLUMNS, exhibitorsOwn), data.exhibitors.map((exhibitor) => [
    exhibitor.boothNumber, exhibitor.name, exhibitor.nameKana, exhibitor.overview, exhibitor.productInfo, exhibitor.publicUrl, exhibitor.boothCode, exhibitor.dayNumbers.join(' '), exhibitor.updatedAt,
    ...exhibitorOwnCells(exhibitor.own, exhibitorsOwn),
  ])));
  return files;
}
