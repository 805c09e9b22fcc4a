import type pg from 'pg';
import { boothCutPath, circleCutPath, CIRCLE_CUT_KIND, CUT_HEIGHT, CUT_WIDTH, EXHIBITOR_CUT_KIND } from '@/lib/catalogue/cut-image';
import { insertRows, reserveIds, sqlTimestamp, type Column } from '@/lib/demo-data/sql-insert';
import type { DemoReadings } from '@/lib/demo-data/demo-readings';
import type { DemoEventData, MapRect } from '@/lib/demo-data/types';

export type WrittenEvent = { eventId: number; circleIds: number[] };

const at = (list: readonly number[], index: number): number => {
  const id = list[index];
  if (id === undefined) throw new Error(`No id reserved for row ${index}`);
  return id;
};

function rectColumns<Row extends MapRect>(): Column<Row>[] {
  return [
    ['mapX', 'float8', (row) => row.mapX],
    ['mapY', 'float8', (row) => row.mapY],
    ['mapWidth', 'float8', (row) => row.mapWidth],
    ['mapHeight', 'float8', (row) => row.mapHeight],
  ];
}

/** Writes the event and its catalogue with the client's open transaction; returns the new ids. */
export async function writeDemoEvent(client: pg.ClientBase, data: DemoEventData, readings: DemoReadings): Promise<WrittenEvent> {
  const [eventId = 0] = await reserveIds(client, 'Event', 1);
  const dayIds = await reserveIds(client, 'EventDay', data.days.length);
  const hallIds = await reserveIds(client, 'Hall', data.halls.length);
  const blockIds = await reserveIds(client, 'Block', data.blocks.length);
  const genreIds = await reserveIds(client, 'Genre', data.genres.length);
  const circleIds = await reserveIds(client, 'Circle', data.circles.length);
  const exhibitorIds = await reserveIds(client, 'Exhibitor', data.exhibitors.length);
  const { event } = data;
  const created = sqlTimestamp(event.createdAt);

  await client.query(
    `INSERT INTO "Event" (id, code, "nameEn", "nameJa", "nameZh", "planValidUntil", "monthlyPriceYen", "campaignPriceYen",
       "campaignStartsAt", "campaignEndsAt", "freeTrialStartsAt", "freeTrialEndsAt", "createdAt")
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [eventId, event.code, event.nameEn, event.nameJa, event.nameZh, sqlTimestamp(event.planValidUntil), event.monthlyPriceYen, event.campaignPriceYen,
      sqlTimestamp(event.campaignStartsAt), sqlTimestamp(event.campaignEndsAt), sqlTimestamp(event.freeTrialStartsAt), sqlTimestamp(event.freeTrialEndsAt), created],
  );
  await insertRows(client, 'EventDay', [
    ['id', 'int4', (_, index) => at(dayIds, index)],
    ['eventId', 'int4', () => eventId],
    ['dayNumber', 'int4', (day) => day.dayNumber],
    ['date', 'date', (day) => day.date],
  ], data.days);
  await insertRows(client, 'Hall', [
    ['id', 'int4', (_, index) => at(hallIds, index)],
    ['eventId', 'int4', () => eventId],
    ['area', '"Area"', (hall) => hall.area],
    ['number', 'int4', (hall) => hall.number],
    ['isCorporate', 'bool', (hall) => hall.isCorporate],
    ...rectColumns(),
  ], data.halls);
  await insertRows(client, 'Block', [
    ['id', 'int4', (_, index) => at(blockIds, index)],
    ['hallId', 'int4', (block) => at(hallIds, block.hallIndex)],
    ['name', 'text', (block) => block.name],
    ['isWall', 'bool', (block) => block.isWall],
    ['sortOrder', 'int4', (block) => block.sortOrder],
  ], data.blocks);
  await insertRows(client, 'Genre', [
    ['id', 'int4', (_, index) => at(genreIds, index)],
    ['eventId', 'int4', () => eventId],
    ['code', 'int4', (genre) => genre.code],
    ['nameEn', 'text', (genre) => genre.nameEn],
    ['nameJa', 'text', (genre) => genre.nameJa],
    ['nameZh', 'text', (genre) => genre.nameZh],
  ], data.genres);
  await insertRows(client, 'Circle', [
    ['id', 'int4', (_, index) => at(circleIds, index)],
    ['eventId', 'int4', () => eventId],
    ['wcid', 'int4', (circle) => circle.wcid],
    ['circleNumber', 'int4', (circle) => circle.circleNumber],
    ['name', 'text', (circle) => circle.name],
    ['nameKana', 'text', (circle) => circle.nameKana],
    ['author', 'text', (circle) => circle.author],
    ['authorKana', 'text', (circle) => circle.authorKana],
    ['nameReading', 'text', (_, index) => readings.circleNames[index] ?? null],
    ['authorReading', 'text', (_, index) => readings.circleAuthors[index] ?? null],
    ['genreId', 'int4', (circle) => at(genreIds, circle.genreIndex)],
    ['description', 'text', (circle) => circle.description],
    ['supplementComment', 'text', (circle) => circle.supplementComment],
    ['cashless', 'bool', (circle) => circle.cashless],
    ['isAdult', 'bool', (circle) => circle.isAdult],
    ['lotteryStatus', '"LotteryStatus"', (circle) => circle.lotteryStatus],
    ['wantsPublication', 'bool', (circle) => circle.wantsPublication],
    ['catalogPage', 'int4', (circle) => circle.catalogPage],
    ['cutIndex', 'int4', (circle) => circle.cutIndex],
    ['websiteUrl', 'text', (circle) => circle.websiteUrl],
    ['pixivUrl', 'text', (circle) => circle.pixivUrl],
    ['xUrl', 'text', (circle) => circle.xUrl],
    ['createdAt', 'timestamp', (circle) => sqlTimestamp(circle.createdAt)],
    ['updatedAt', 'timestamp', (circle) => sqlTimestamp(circle.updatedAt)],
  ], data.circles);
  await insertRows(client, 'Placement', [
    ['dayId', 'int4', (placement) => at(dayIds, placement.dayIndex)],
    ['blockId', 'int4', (placement) => at(blockIds, placement.blockIndex)],
    ['spaceNumber', 'int4', (placement) => placement.spaceNumber],
    ['side', '"SpaceSide"', (placement) => placement.side],
    ...rectColumns(),
    ['tableLayout', 'int4', (placement) => placement.tableLayout],
    ['circleId', 'int4', (placement) => at(circleIds, placement.circleIndex)],
  ], data.placements);
  await insertRows(client, 'Work', [
    ['circleId', 'int4', (work) => at(circleIds, work.circleIndex)],
    ['title', 'text', (work) => work.title],
    ['titleReading', 'text', (_, index) => readings.workTitles[index] ?? null],
    ['size', 'text', (work) => work.size],
    ['pages', 'int4', (work) => work.pages],
    ['detail', 'text', (work) => work.detail],
    ['priceYen', 'int4', (work) => work.priceYen],
    ['isNew', 'bool', (work) => work.isNew],
    ['isAdult', 'bool', (work) => work.isAdult],
    ['sortOrder', 'int4', (work) => work.sortOrder],
  ], data.works);
  await insertRows(client, 'ShopLink', [
    ['circleId', 'int4', (link) => at(circleIds, link.circleIndex)],
    ['kind', '"ShopKind"', (link) => link.kind],
    ['shopName', 'text', (link) => link.shopName],
    ['url', 'text', (link) => link.url],
  ], data.shopLinks);
  await insertRows(client, 'Exhibitor', [
    ['id', 'int4', (_, index) => at(exhibitorIds, index)],
    ['eventId', 'int4', () => eventId],
    ['boothNumber', 'int4', (exhibitor) => exhibitor.boothNumber],
    ['name', 'text', (exhibitor) => exhibitor.name],
    ['nameKana', 'text', (exhibitor) => exhibitor.nameKana],
    ['overview', 'text', (exhibitor) => exhibitor.overview],
    ['productInfo', 'text', (exhibitor) => exhibitor.productInfo],
    ['publicUrl', 'text', (exhibitor) => exhibitor.publicUrl],
    ['hallId', 'int4', (exhibitor) => at(hallIds, exhibitor.hallIndex)],
    ['boothCode', 'text', (exhibitor) => exhibitor.boothCode],
    ...rectColumns(),
    ['updatedAt', 'timestamp', (exhibitor) => sqlTimestamp(exhibitor.updatedAt)],
  ], data.exhibitors);

  type ImageRow = { kind: number; url: string; circleId: number | null; exhibitorId: number | null };
  const images: ImageRow[] = [
    ...data.circles.map((circle, index) => ({ kind: CIRCLE_CUT_KIND, url: circleCutPath(circle.wcid), circleId: at(circleIds, index), exhibitorId: null })),
    ...exhibitorIds.map((id) => ({ kind: EXHIBITOR_CUT_KIND, url: boothCutPath(id), circleId: null, exhibitorId: id })),
  ];
  await insertRows(client, 'Image', [
    ['kind', 'int4', (image) => image.kind],
    ['url', 'text', (image) => image.url],
    ['width', 'int4', () => CUT_WIDTH],
    ['height', 'int4', () => CUT_HEIGHT],
    ['circleId', 'int4', (image) => image.circleId],
    ['exhibitorId', 'int4', (image) => image.exhibitorId],
  ], images);
  return { eventId, circleIds };
}

/** Removes an event and everything hanging off it, children first so that no restricting key gets in the way. */
export async function deleteEvent(client: pg.ClientBase, eventId: number): Promise<void> {
  await client.query('DELETE FROM "Placement" WHERE "dayId" IN (SELECT id FROM "EventDay" WHERE "eventId" = $1)', [eventId]);
  await client.query('DELETE FROM "Circle" WHERE "eventId" = $1', [eventId]);
  await client.query('DELETE FROM "Exhibitor" WHERE "eventId" = $1', [eventId]);
  await client.query('DELETE FROM "Event" WHERE id = $1', [eventId]);
}
