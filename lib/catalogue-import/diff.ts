import type { CircleRow, EmptyDeskRow, EventData, ExhibitorRow, PlacementRow, ShopLinkRow, WorkRow } from '@/lib/catalogue-import/event-data';
import { spaceCode } from '@/lib/catalogue-import/format';
import { textDigest, type CurrentEvent } from '@/lib/catalogue-import/read-current';

/** A circle of the files that differs from the database: what differs, and its id there. */
export type CircleChange = {
  index: number;
  id: number;
  fields: string[];
  moved: { from: string[]; to: string[] } | null;
  worksChanged: boolean;
  linksChanged: boolean;
  returned: boolean;
};

export type ImportDiff = {
  eventFields: string[];
  days: { added: number[]; changed: number[]; removed: number[] };
  halls: { added: number[]; changed: number[]; removed: number[] };
  blocks: { added: number[]; changed: number[]; removed: number[] };
  genres: { added: number[]; changed: number[]; removed: number[] };
  circles: { added: number[]; changed: CircleChange[]; withdrawn: { id: number; wcid: number; spaces: string[] }[] };
  works: { added: number; changed: number; removed: number };
  exhibitors: { added: number[]; changed: number[]; removed: number[] };
  /** Spaces whose drawing (rectangle, table layout) changed, with or without a circle on them. */
  spacesRedrawn: number;
  /** Spaces (a half desk on a day, with a circle or empty) the venue gained or lost. */
  spaces: { added: number; removed: number };
};

// Compared field by field; createdAt and updatedAt are the import's own bookkeeping, not content.
const circleFields = [
  'circleNumber', 'name', 'nameKana', 'author', 'authorKana', 'description', 'supplementComment', 'cashless', 'isAdult', 'lotteryStatus',
  'wantsPublication', 'catalogPage', 'cutIndex', 'websiteUrl', 'pixivUrl', 'xUrl',
] as const satisfies readonly (keyof CircleRow)[];
const eventFields = ['nameEn', 'nameJa', 'nameZh', 'venueNameEn', 'venueNameJa', 'venueNameZh', 'planValidUntil', 'monthlyPriceYen', 'campaignPriceYen', 'campaignStartsAt', 'campaignEndsAt', 'freeTrialStartsAt', 'freeTrialEndsAt'] as const;
const workKey = (work: WorkRow) => JSON.stringify([work.sortOrder, work.title, work.size, work.pages, work.detail, work.priceYen, work.priceText, work.isNew, work.isAdult]);
const linkKey = (link: ShopLinkRow) => JSON.stringify([link.kind, link.shopName, link.url]);

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/** `1 東ア-07a` for each placement: the day number and the space, sorted, so that lists compare as strings. */
export function placementCodes(data: EventData, placements: readonly PlacementRow[]): string[] {
  return placements
    .map((p) => {
      const block = data.blocks[p.blockIndex];
      const hall = block && data.halls[block.hallIndex];
      return `${data.days[p.dayIndex]?.dayNumber ?? '?'} ${hall ? spaceCode(hall.area, block.name, p.spaceNumber, p.side) : '?'}`;
    })
    .sort();
}

const placementKey = (data: EventData, p: EmptyDeskRow) => {
  const block = data.blocks[p.blockIndex];
  const hall = block && data.halls[block.hallIndex];
  return `${data.days[p.dayIndex]?.dayNumber}:${hall?.area}:${hall?.number}:${block?.name}:${p.spaceNumber}:${p.side}`;
};
const placementDrawing = (p: EmptyDeskRow) => JSON.stringify([p.mapX, p.mapY, p.mapWidth, p.mapHeight, p.tableLayout]);

function keyedDiff<T>(current: readonly T[], incoming: readonly T[], key: (row: T) => string, same: (a: T, b: T) => boolean) {
  const currentIndex = new Map(current.map((row, index) => [key(row), index]));
  const incomingKeys = new Set(incoming.map(key));
  const added: number[] = [];
  const changed: number[] = [];
  incoming.forEach((row, index) => {
    const at = currentIndex.get(key(row));
    if (at === undefined) added.push(index);
    else if (!same(current[at] as T, row)) changed.push(index);
  });
  const removed = current.flatMap((row, index) => (incomingKeys.has(key(row)) ? [] : [index]));
  return { added, changed, removed };
}

export const hallKey = (hall: { area: string; number: number }) => `${hall.area}:${hall.number}`;
export const blockKey = (data: EventData, block: EventData['blocks'][number]) => `${hallKey(data.halls[block.hallIndex] ?? { area: '?', number: 0 })}:${block.name}`;

/** The long texts as digests, to compare with a current event read with them (read-current.ts). */
function digested(data: EventData): EventData {
  return {
    ...data,
    circles: data.circles.map((circle) => ({ ...circle, description: textDigest(circle.description), supplementComment: textDigest(circle.supplementComment) })),
    works: data.works.map((work) => ({ ...work, detail: textDigest(work.detail) })),
  };
}

/** What importing `incoming` over the database's `current` event changes, computed in memory. */
export function diffEvent(current: CurrentEvent, incomingData: EventData): ImportDiff {
  const now = current.data;
  const incoming = current.digests ? digested(incomingData) : incomingData;
  const sameJson = <T>(a: T, b: T) => JSON.stringify(a) === JSON.stringify(b);
  const days = keyedDiff(now.days, incoming.days, (day) => String(day.dayNumber), sameJson);
  const halls = keyedDiff(now.halls, incoming.halls, hallKey, sameJson);
  const stripRect = ({ name, isWall, sortOrder }: EventData['blocks'][number]) => ({ name, isWall, sortOrder });
  const blocks = {
    ...keyedDiff(now.blocks.map((b) => ({ ...b, key: blockKey(now, b) })), incoming.blocks.map((b) => ({ ...b, key: blockKey(incoming, b) })), (b) => b.key, (a, b) => sameJson(stripRect(a), stripRect(b))),
  };
  const genres = keyedDiff(now.genres, incoming.genres, (genre) => String(genre.code), sameJson);
  // The booth's own edit time is bookkeeping, not content.
  const exhibitorContent = (data: EventData, row: ExhibitorRow) =>
    JSON.stringify([row.boothNumber, row.name, row.nameKana, row.overview, row.productInfo, row.publicUrl, row.boothCode, row.dayNumbers, row.mapX, row.mapY, row.mapWidth, row.mapHeight, hallKey(data.halls[row.hallIndex] ?? { area: '?', number: 0 })]);
  const exhibitors = keyedDiff(
    now.exhibitors.map((row) => ({ row, key: exhibitorContent(now, row) })),
    incoming.exhibitors.map((row) => ({ row, key: exhibitorContent(incoming, row) })),
    ({ row }) => String(row.boothNumber),
    (a, b) => a.key === b.key,
  );

  const circleAt = new Map(now.circles.map((circle, index) => [circle.wcid, index]));
  const nowPlacements = groupBy(now.placements, (p) => p.circleIndex);
  const newPlacements = groupBy(incoming.placements, (p) => p.circleIndex);
  const nowWorks = groupBy(now.works, (w) => w.circleIndex);
  const newWorks = groupBy(incoming.works, (w) => w.circleIndex);
  const nowLinks = groupBy(now.shopLinks, (l) => l.circleIndex);
  const newLinks = groupBy(incoming.shopLinks, (l) => l.circleIndex);
  const works = { added: 0, changed: 0, removed: 0 };
  const added: number[] = [];
  const changed: CircleChange[] = [];
  const seen = new Set<number>();

  incoming.circles.forEach((circle, index) => {
    const at = circleAt.get(circle.wcid);
    if (at === undefined) {
      added.push(index);
      works.added += newWorks.get(index)?.length ?? 0;
      return;
    }
    seen.add(at);
    const old = now.circles[at] as CircleRow;
    const fields: string[] = circleFields.filter((field) => old[field] !== circle[field]);
    if (now.genres[old.genreIndex]?.code !== incoming.genres[circle.genreIndex]?.code) fields.push('genre');
    const from = placementCodes(now, nowPlacements.get(at) ?? []);
    const to = placementCodes(incoming, newPlacements.get(index) ?? []);
    const moved = from.join('|') === to.join('|') ? null : { from, to };
    const oldWorks = (nowWorks.get(at) ?? []).map(workKey);
    const freshWorks = (newWorks.get(index) ?? []).map(workKey);
    const worksChanged = oldWorks.join('\n') !== freshWorks.join('\n');
    if (worksChanged) {
      const oldByPosition = new Map((nowWorks.get(at) ?? []).map((w) => [w.sortOrder, workKey(w)]));
      const newPositions = new Set((newWorks.get(index) ?? []).map((w) => w.sortOrder));
      for (const work of newWorks.get(index) ?? []) {
        const before = oldByPosition.get(work.sortOrder);
        if (before === undefined) works.added += 1;
        else if (before !== workKey(work)) works.changed += 1;
      }
      for (const position of oldByPosition.keys()) if (!newPositions.has(position)) works.removed += 1;
    }
    const linksChanged = (nowLinks.get(at) ?? []).map(linkKey).join('\n') !== (newLinks.get(index) ?? []).map(linkKey).join('\n');
    const returned = current.withdrawn[at] === true;
    if (fields.length > 0 || moved || worksChanged || linksChanged || returned) {
      changed.push({ index, id: current.ids.circles[at] as number, fields, moved, worksChanged, linksChanged, returned });
    }
  });
  const withdrawn = now.circles.flatMap((circle, at) =>
    seen.has(at) || current.withdrawn[at] ? [] : [{ id: current.ids.circles[at] as number, wcid: circle.wcid, spaces: placementCodes(now, nowPlacements.get(at) ?? []) }],
  );

  // A space redrawn in the venue (new rectangle or table layout) is a map change, not a move; on a new
  // event nothing counts as redrawn. Empty desks are spaces too: a circle leaving one does not remove it.
  const drawingByKey = new Map([...now.placements, ...now.emptyDesks].map((p) => [placementKey(now, p), placementDrawing(p)]));
  let spacesRedrawn = 0;
  let spacesAdded = 0;
  const incomingKeys = new Set<string>();
  for (const p of [...incoming.placements, ...incoming.emptyDesks]) {
    const key = placementKey(incoming, p);
    incomingKeys.add(key);
    const before = drawingByKey.get(key);
    if (before === undefined) spacesAdded += 1;
    else if (before !== placementDrawing(p)) spacesRedrawn += 1;
  }
  const isNewEvent = current.eventId === 0;
  const spacesRemoved = [...drawingByKey.keys()].filter((key) => !incomingKeys.has(key)).length;

  return {
    eventFields: eventFields.filter((field) => now.event[field] !== incoming.event[field]),
    days, halls, blocks, genres,
    circles: { added, changed, withdrawn },
    works,
    exhibitors: { added: exhibitors.added, changed: exhibitors.changed, removed: exhibitors.removed },
    spacesRedrawn,
    // A new event's spaces are its circles and halls being added, not changes of their own.
    spaces: isNewEvent ? { added: 0, removed: 0 } : { added: spacesAdded, removed: spacesRemoved },
  };
}

/** Everything the import would change, added up: 0 means the files match the database. */
export function changeCount(diff: ImportDiff): number {
  const list = (part: { added: number[]; changed: number[]; removed: number[] }) => part.added.length + part.changed.length + part.removed.length;
  return (
    diff.eventFields.length + list(diff.days) + list(diff.halls) + list(diff.blocks) + list(diff.genres) + list(diff.exhibitors) +
    diff.circles.added.length + diff.circles.changed.length + diff.circles.withdrawn.length + diff.spacesRedrawn +
    diff.spaces.added + diff.spaces.removed
  );
}
