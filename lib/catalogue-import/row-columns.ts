// Column lists of the catalogue tables, shared by the writer of a new event and the writer of changes, so
// that both fill every column the same way. `ids` turns the rows' list indices into database ids.
import type { CircleRow, EmptyDeskRow, ExhibitorRow, MapRect, ShopLinkRow, WorkRow } from '@/lib/catalogue-import/event-data';
import { sqlTimestamp, type Column } from '@/lib/catalogue-import/sql-insert';

export const idAt = (list: readonly number[], index: number): number => {
  const id = list[index];
  if (id === undefined) throw new Error(`No id for row ${index}`);
  return id;
};

export function rectColumns<Row extends MapRect>(): Column<Row>[] {
  return [
    ['mapX', 'float8', (row) => row.mapX],
    ['mapY', 'float8', (row) => row.mapY],
    ['mapWidth', 'float8', (row) => row.mapWidth],
    ['mapHeight', 'float8', (row) => row.mapHeight],
  ];
}

/** The circle's content columns (not id, event, readings or times). */
export function circleContentColumns<Row extends { circle: CircleRow }>(genreIds: readonly number[]): Column<Row>[] {
  return [
    ['circleNumber', 'int4', ({ circle }) => circle.circleNumber],
    ['name', 'text', ({ circle }) => circle.name],
    ['nameKana', 'text', ({ circle }) => circle.nameKana],
    ['author', 'text', ({ circle }) => circle.author],
    ['authorKana', 'text', ({ circle }) => circle.authorKana],
    ['genreId', 'int4', ({ circle }) => idAt(genreIds, circle.genreIndex)],
    ['description', 'text', ({ circle }) => circle.description],
    ['supplementComment', 'text', ({ circle }) => circle.supplementComment],
    ['cashless', 'bool', ({ circle }) => circle.cashless],
    ['isAdult', 'bool', ({ circle }) => circle.isAdult],
    ['lotteryStatus', '"LotteryStatus"', ({ circle }) => circle.lotteryStatus],
    ['wantsPublication', 'bool', ({ circle }) => circle.wantsPublication],
    ['catalogPage', 'int4', ({ circle }) => circle.catalogPage],
    ['cutIndex', 'int4', ({ circle }) => circle.cutIndex],
    ['websiteUrl', 'text', ({ circle }) => circle.websiteUrl],
    ['pixivUrl', 'text', ({ circle }) => circle.pixivUrl],
    ['xUrl', 'text', ({ circle }) => circle.xUrl],
  ];
}

/** A placement, or an empty desk (`circleIndex` null): a space with no circle on that day. */
export type DeskWrite = EmptyDeskRow & { circleIndex: number | null };

/** The event's placements and its empty desks, as the Placement table holds both. */
export const desksOf = (data: { placements: readonly DeskWrite[]; emptyDesks: readonly EmptyDeskRow[] }): DeskWrite[] => [
  ...data.placements,
  ...data.emptyDesks.map((desk) => ({ ...desk, circleIndex: null })),
];

export function placementColumns(ids: { days: readonly number[]; blocks: readonly number[]; circles: readonly number[] }): Column<DeskWrite>[] {
  return [
    ['dayId', 'int4', (placement) => idAt(ids.days, placement.dayIndex)],
    ['blockId', 'int4', (placement) => idAt(ids.blocks, placement.blockIndex)],
    ['spaceNumber', 'int4', (placement) => placement.spaceNumber],
    ['side', '"SpaceSide"', (placement) => placement.side],
    ...rectColumns<DeskWrite>(),
    ['tableLayout', 'int4', (placement) => placement.tableLayout],
    ['circleId', 'int4', (placement) => (placement.circleIndex === null ? null : idAt(ids.circles, placement.circleIndex))],
  ];
}

export function workContentColumns<Row extends { work: WorkRow }>(): Column<Row>[] {
  return [
    ['title', 'text', ({ work }) => work.title],
    ['size', 'text', ({ work }) => work.size],
    ['pages', 'int4', ({ work }) => work.pages],
    ['detail', 'text', ({ work }) => work.detail],
    ['priceYen', 'int4', ({ work }) => work.priceYen],
    ['priceText', 'text', ({ work }) => work.priceText],
    ['isNew', 'bool', ({ work }) => work.isNew],
    ['isAdult', 'bool', ({ work }) => work.isAdult],
    ['sortOrder', 'int4', ({ work }) => work.sortOrder],
  ];
}

export function shopLinkColumns(circleIds: readonly number[]): Column<ShopLinkRow>[] {
  return [
    ['circleId', 'int4', (link) => idAt(circleIds, link.circleIndex)],
    ['kind', '"ShopKind"', (link) => link.kind],
    ['shopName', 'text', (link) => link.shopName],
    ['url', 'text', (link) => link.url],
  ];
}

export function exhibitorContentColumns<Row extends { exhibitor: ExhibitorRow }>(hallIds: readonly number[]): Column<Row>[] {
  return [
    ['boothNumber', 'int4', ({ exhibitor }) => exhibitor.boothNumber],
    ['name', 'text', ({ exhibitor }) => exhibitor.name],
    ['nameKana', 'text', ({ exhibitor }) => exhibitor.nameKana],
    ['overview', 'text', ({ exhibitor }) => exhibitor.overview],
    ['productInfo', 'text', ({ exhibitor }) => exhibitor.productInfo],
    ['publicUrl', 'text', ({ exhibitor }) => exhibitor.publicUrl],
    ['hallId', 'int4', ({ exhibitor }) => idAt(hallIds, exhibitor.hallIndex)],
    ['boothCode', 'text', ({ exhibitor }) => exhibitor.boothCode],
    ['dayNumbers', 'int4[]', ({ exhibitor }) => `{${exhibitor.dayNumbers.join(',')}}`],
    ['mapX', 'float8', ({ exhibitor }) => exhibitor.mapX],
    ['mapY', 'float8', ({ exhibitor }) => exhibitor.mapY],
    ['mapWidth', 'float8', ({ exhibitor }) => exhibitor.mapWidth],
    ['mapHeight', 'float8', ({ exhibitor }) => exhibitor.mapHeight],
    ['updatedAt', 'timestamp', ({ exhibitor }) => sqlTimestamp(exhibitor.updatedAt)],
  ];
}
