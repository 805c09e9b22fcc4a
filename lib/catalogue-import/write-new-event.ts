import type pg from 'pg';
import { boothCutPath, circleCutPath, CIRCLE_CUT_KIND, CUT_HEIGHT, CUT_WIDTH, EXHIBITOR_CUT_KIND } from '@/lib/catalogue/cut-image';
import type { EventData } from '@/lib/catalogue-import/event-data';
import type { EventReadings } from '@/lib/catalogue-import/readings';
import {
  circleContentColumns, desksOf, exhibitorContentColumns, idAt, placementColumns, rectColumns, shopLinkColumns, workContentColumns,
} from '@/lib/catalogue-import/row-columns';
import { insertRows, reserveIds, sqlTimestamp } from '@/lib/catalogue-import/sql-insert';

export type WrittenEvent = { eventId: number; circleIds: number[]; exhibitorIds: number[] };

export async function insertEventRow(client: pg.ClientBase, eventId: number, event: EventData['event']): Promise<void> {
  await client.query(
    `INSERT INTO "Event" (id, code, "nameEn", "nameJa", "nameZh", "planValidUntil", "monthlyPriceYen", "campaignPriceYen",
       "campaignStartsAt", "campaignEndsAt", "freeTrialStartsAt", "freeTrialEndsAt", "createdAt")
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [eventId, event.code, event.nameEn, event.nameJa, event.nameZh, sqlTimestamp(event.planValidUntil), event.monthlyPriceYen, event.campaignPriceYen,
      sqlTimestamp(event.campaignStartsAt), sqlTimestamp(event.campaignEndsAt), sqlTimestamp(event.freeTrialStartsAt), sqlTimestamp(event.freeTrialEndsAt),
      sqlTimestamp(event.createdAt)],
  );
  await writeVenueName(client, eventId, event);
}

/** The venue's name, apart from the event's own columns: venue.geojson gives it, not event.json. */
export async function writeVenueName(client: pg.ClientBase, eventId: number, event: EventData['event']): Promise<void> {
  await client.query('UPDATE "Event" SET "venueNameEn" = $2, "venueNameJa" = $3, "venueNameZh" = $4 WHERE id = $1', [eventId, event.venueNameEn, event.venueNameJa, event.venueNameZh]);
}

/** The generated cut of each new circle and booth: an Image row per entry, drawn on request (cut-image.ts). */
export async function insertGeneratedCuts(client: pg.ClientBase, circles: readonly { id: number; wcid: number }[], exhibitorIds: readonly number[]): Promise<void> {
  type ImageRow = { kind: number; url: string; circleId: number | null; exhibitorId: number | null };
  const images: ImageRow[] = [
    ...circles.map(({ id, wcid }) => ({ kind: CIRCLE_CUT_KIND, url: circleCutPath(wcid), circleId: id, exhibitorId: null })),
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
}

/**
 * Writes a whole event that the database does not hold yet, with the client's open transaction, in a few
 * `unnest()` statements; returns the new ids. Rows that other rows point at get their ids up front.
 */
export async function writeNewEvent(client: pg.ClientBase, data: EventData, readings: EventReadings): Promise<WrittenEvent> {
  const [eventId = 0] = await reserveIds(client, 'Event', 1);
  const dayIds = await reserveIds(client, 'EventDay', data.days.length);
  const hallIds = await reserveIds(client, 'Hall', data.halls.length);
  const blockIds = await reserveIds(client, 'Block', data.blocks.length);
  const genreIds = await reserveIds(client, 'Genre', data.genres.length);
  const circleIds = await reserveIds(client, 'Circle', data.circles.length);
  const exhibitorIds = await reserveIds(client, 'Exhibitor', data.exhibitors.length);

  await insertEventRow(client, eventId, data.event);
  await insertRows(client, 'EventDay', [
    ['id', 'int4', (_, index) => idAt(dayIds, index)],
    ['eventId', 'int4', () => eventId],
    ['dayNumber', 'int4', (day) => day.dayNumber],
    ['date', 'date', (day) => day.date],
  ], data.days);
  await insertRows(client, 'Hall', [
    ['id', 'int4', (_, index) => idAt(hallIds, index)],
    ['eventId', 'int4', () => eventId],
    ['area', '"Area"', (hall) => hall.area],
    ['number', 'int4', (hall) => hall.number],
    ['isCorporate', 'bool', (hall) => hall.isCorporate],
    ['floor', 'int4', (hall) => hall.floor],
    ...rectColumns(),
  ], data.halls);
  await insertRows(client, 'Block', [
    ['id', 'int4', (_, index) => idAt(blockIds, index)],
    ['hallId', 'int4', (block) => idAt(hallIds, block.hallIndex)],
    ['name', 'text', (block) => block.name],
    ['isWall', 'bool', (block) => block.isWall],
    ['sortOrder', 'int4', (block) => block.sortOrder],
  ], data.blocks);
  await insertRows(client, 'Genre', [
    ['id', 'int4', (_, index) => idAt(genreIds, index)],
    ['eventId', 'int4', () => eventId],
    ['code', 'int4', (genre) => genre.code],
    ['nameEn', 'text', (genre) => genre.nameEn],
    ['nameJa', 'text', (genre) => genre.nameJa],
    ['nameZh', 'text', (genre) => genre.nameZh],
  ], data.genres);
  await insertRows(client, 'Circle', [
    ['id', 'int4', ({ index }) => idAt(circleIds, index)],
    ['eventId', 'int4', () => eventId],
    ['wcid', 'int4', ({ circle }) => circle.wcid],
    ...circleContentColumns(genreIds),
    ['nameReading', 'text', ({ index }) => readings.circleNames[index] ?? null],
    ['authorReading', 'text', ({ index }) => readings.circleAuthors[index] ?? null],
    ['createdAt', 'timestamp', ({ circle }) => sqlTimestamp(circle.createdAt)],
    ['updatedAt', 'timestamp', ({ circle }) => sqlTimestamp(circle.updatedAt)],
  ], data.circles.map((circle, index) => ({ circle, index })));
  await insertRows(client, 'Placement', placementColumns({ days: dayIds, blocks: blockIds, circles: circleIds }), desksOf(data));
  await insertRows(client, 'Work', [
    ['circleId', 'int4', ({ work }) => idAt(circleIds, work.circleIndex)],
    ...workContentColumns(),
    ['titleReading', 'text', ({ index }) => readings.workTitles[index] ?? null],
  ], data.works.map((work, index) => ({ work, index })));
  await insertRows(client, 'ShopLink', shopLinkColumns(circleIds), data.shopLinks);
  await insertRows(client, 'Exhibitor', [
    ['id', 'int4', ({ index }) => idAt(exhibitorIds, index)],
    ['eventId', 'int4', () => eventId],
    ...exhibitorContentColumns(hallIds),
  ], data.exhibitors.map((exhibitor, index) => ({ exhibitor, index })));
  await insertGeneratedCuts(client, data.circles.map((circle, index) => ({ id: idAt(circleIds, index), wcid: circle.wcid })), exhibitorIds);
  return { eventId, circleIds, exhibitorIds };
}

/** Removes an event and everything hanging off it, children first so that no restricting key gets in the way. */
export async function deleteEvent(client: pg.ClientBase, eventId: number): Promise<void> {
  await client.query('DELETE FROM "Placement" WHERE "dayId" IN (SELECT id FROM "EventDay" WHERE "eventId" = $1)', [eventId]);
  await client.query('DELETE FROM "Circle" WHERE "eventId" = $1', [eventId]);
  await client.query('DELETE FROM "Exhibitor" WHERE "eventId" = $1', [eventId]);
  await client.query('DELETE FROM "Event" WHERE id = $1', [eventId]);
}
