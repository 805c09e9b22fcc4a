import type pg from 'pg';
import { blockKey, hallKey, type ImportDiff } from '@/lib/catalogue-import/diff';
import type { EventData } from '@/lib/catalogue-import/event-data';
import type { CurrentEvent } from '@/lib/catalogue-import/read-current';
import {
  circleContentColumns, desksOf, exhibitorContentColumns, idAt, placementColumns, rectColumns, shopLinkColumns, workContentColumns,
} from '@/lib/catalogue-import/row-columns';
import { insertRows, reserveIds, sqlTimestamp, updateRows } from '@/lib/catalogue-import/sql-insert';
import { insertGeneratedCuts, writeVenueName } from '@/lib/catalogue-import/write-new-event';

/** Ids of the incoming rows once written, by their index in the incoming lists. */
export type WrittenIds = { circles: number[]; exhibitors: number[] };

/** Ids for the incoming rows: the database's where the key matches, fresh ones (reserved) for the rest. */
async function resolveIds<T>(client: pg.ClientBase, table: string, current: readonly T[], currentIds: readonly number[], incoming: readonly T[], key: (row: T) => string) {
  const known = new Map(current.map((row, index) => [key(row), currentIds[index] as number]));
  const missing = incoming.filter((row) => !known.has(key(row))).length;
  const fresh = await reserveIds(client, table, missing);
  let next = 0;
  return incoming.map((row) => known.get(key(row)) ?? (fresh[next++] as number));
}

/**
 * Brings an event the database holds to the incoming files, with the client's open transaction, in
 * set-based statements: nothing is rewritten that did not change, and no circle is deleted (those
 * missing from the files are marked withdrawn). Readings of new or edited rows are left to be derived
 * by the catalogue index, which does so for every row an edit touches (fill-readings.ts).
 */
export async function writeChanges(client: pg.ClientBase, current: CurrentEvent, incoming: EventData, diff: ImportDiff, nowIso: string): Promise<WrittenIds> {
  const { eventId } = current;
  const now = sqlTimestamp(nowIso);
  const old = current.data;
  const e = incoming.event;
  if (diff.eventFields.length > 0) {
    await client.query(
      `UPDATE "Event" SET "nameEn" = $2, "nameJa" = $3, "nameZh" = $4, "planValidUntil" = $5, "monthlyPriceYen" = $6, "campaignPriceYen" = $7,
         "campaignStartsAt" = $8, "campaignEndsAt" = $9, "freeTrialStartsAt" = $10, "freeTrialEndsAt" = $11 WHERE id = $1`,
      [eventId, e.nameEn, e.nameJa, e.nameZh, sqlTimestamp(e.planValidUntil), e.monthlyPriceYen, e.campaignPriceYen,
        sqlTimestamp(e.campaignStartsAt), sqlTimestamp(e.campaignEndsAt), sqlTimestamp(e.freeTrialStartsAt), sqlTimestamp(e.freeTrialEndsAt)],
    );
    await writeVenueName(client, eventId, e);
  }

  // The venue: days, halls, blocks and genres by their natural keys.
  const dayIds = await resolveIds(client, 'EventDay', old.days, current.ids.days, incoming.days, (day) => String(day.dayNumber));
  const pick = <T>(rows: readonly T[], indices: readonly number[]) => indices.map((index) => ({ row: rows[index] as T, index }));
  await insertRows(client, 'EventDay', [
    ['id', 'int4', ({ index }) => idAt(dayIds, index)], ['eventId', 'int4', () => eventId],
    ['dayNumber', 'int4', ({ row }) => row.dayNumber], ['date', 'date', ({ row }) => row.date],
  ], pick(incoming.days, diff.days.added));
  await updateRows(client, 'EventDay', [['id', 'int4', ({ index }) => idAt(dayIds, index)], ['date', 'date', ({ row }) => row.date]], pick(incoming.days, diff.days.changed));

  const hallIds = await resolveIds(client, 'Hall', old.halls, current.ids.halls, incoming.halls, hallKey);
  const hallColumns = [
    ['isCorporate', 'bool', ({ row }: { row: EventData['halls'][number] }) => row.isCorporate] as const,
    ['floor', 'int4', ({ row }: { row: EventData['halls'][number] }) => row.floor] as const,
    ...rectColumns<EventData['halls'][number]>().map(([name, type, value]) => [name, type, ({ row }: { row: EventData['halls'][number] }) => value(row, 0)] as const),
  ];
  await insertRows(client, 'Hall', [
    ['id', 'int4', ({ index }) => idAt(hallIds, index)], ['eventId', 'int4', () => eventId],
    ['area', '"Area"', ({ row }) => row.area], ['number', 'int4', ({ row }) => row.number], ...hallColumns,
  ], pick(incoming.halls, diff.halls.added));
  await updateRows(client, 'Hall', [['id', 'int4', ({ index }) => idAt(hallIds, index)], ...hallColumns], pick(incoming.halls, diff.halls.changed));

  const blockIds = await resolveIds(client, 'Block', old.blocks.map((b) => blockKey(old, b)), current.ids.blocks, incoming.blocks.map((b) => blockKey(incoming, b)), (key) => key);
  await insertRows(client, 'Block', [
    ['id', 'int4', ({ index }) => idAt(blockIds, index)], ['hallId', 'int4', ({ row }) => idAt(hallIds, row.hallIndex)],
    ['name', 'text', ({ row }) => row.name], ['isWall', 'bool', ({ row }) => row.isWall], ['sortOrder', 'int4', ({ row }) => row.sortOrder],
  ], pick(incoming.blocks, diff.blocks.added));
  await updateRows(client, 'Block', [
    ['id', 'int4', ({ index }) => idAt(blockIds, index)], ['isWall', 'bool', ({ row }) => row.isWall], ['sortOrder', 'int4', ({ row }) => row.sortOrder],
  ], pick(incoming.blocks, diff.blocks.changed));

  const genreIds = await resolveIds(client, 'Genre', old.genres, current.ids.genres, incoming.genres, (genre) => String(genre.code));
  const genreNames = [
    ['nameEn', 'text', ({ row }: { row: EventData['genres'][number] }) => row.nameEn] as const,
    ['nameJa', 'text', ({ row }: { row: EventData['genres'][number] }) => row.nameJa] as const,
    ['nameZh', 'text', ({ row }: { row: EventData['genres'][number] }) => row.nameZh] as const,
  ];
  await insertRows(client, 'Genre', [
    ['id', 'int4', ({ index }) => idAt(genreIds, index)], ['eventId', 'int4', () => eventId], ['code', 'int4', ({ row }) => row.code], ...genreNames,
  ], pick(incoming.genres, diff.genres.added));
  await updateRows(client, 'Genre', [['id', 'int4', ({ index }) => idAt(genreIds, index)], ...genreNames], pick(incoming.genres, diff.genres.changed));

  // Circles: new ones inserted, changed and returning ones updated, missing ones withdrawn.
  const circleIds = await resolveIds(client, 'Circle', old.circles, current.ids.circles, incoming.circles, (circle) => String(circle.wcid));
  const withdrawnIds = diff.circles.withdrawn.map((entry) => entry.id);
  // A circle number is unique within the event: numbers of circles that leave or change are parked first,
  // so that a number passed from one circle to another (or freed by a withdrawal) never collides midway.
  const renumbered = diff.circles.changed.filter((change) => change.fields.includes('circleNumber')).map((change) => change.id);
  if (renumbered.length > 0) await client.query('UPDATE "Circle" SET "circleNumber" = -id WHERE id = ANY($1::int4[])', [renumbered]);
  if (withdrawnIds.length > 0) {
    await client.query('UPDATE "Circle" SET "withdrawnAt" = $2::timestamp, "updatedAt" = $2::timestamp WHERE id = ANY($1::int4[])', [withdrawnIds, now]);
  }
  // A withdrawn circle gives its number up to whichever circle the files give it to (shown as -id, never listed).
  await client.query('UPDATE "Circle" SET "circleNumber" = -id WHERE "eventId" = $1 AND "withdrawnAt" IS NOT NULL AND "circleNumber" = ANY($2::int4[])', [
    eventId, incoming.circles.map((circle) => circle.circleNumber),
  ]);
  const added = diff.circles.added.map((index) => ({ circle: incoming.circles[index] as EventData['circles'][number], index }));
  await insertRows(client, 'Circle', [
    ['id', 'int4', ({ index }) => idAt(circleIds, index)], ['eventId', 'int4', () => eventId], ['wcid', 'int4', ({ circle }) => circle.wcid],
    ...circleContentColumns(genreIds),
    ['createdAt', 'timestamp', ({ circle }) => sqlTimestamp(circle.createdAt)],
    // A circle added to a running catalogue is new now, whatever its file says: the index must see it.
    ['updatedAt', 'timestamp', () => now],
  ], added);
  const changed = diff.circles.changed.map((change) => ({ circle: incoming.circles[change.index] as EventData['circles'][number], change }));
  await updateRows(client, 'Circle', [
    ['id', 'int4', ({ change }) => change.id], ...circleContentColumns(genreIds),
    ['withdrawnAt', 'timestamp', () => null], ['updatedAt', 'timestamp', () => now],
  ], changed);

  // Placements: the whole event's set compared in the database by (day, block, number, side).
  const redrawn = await syncPlacements(client, eventId, incoming, { days: dayIds, blocks: blockIds, circles: circleIds });
  // Running servers refresh what changed by the circles' edit times: a circle whose space was redrawn or
  // whose genre was renamed changed for them too.
  const renamedGenres = diff.genres.changed.map((index) => idAt(genreIds, index));
  await client.query('UPDATE "Circle" SET "updatedAt" = $3::timestamp WHERE "eventId" = $4 AND (id = ANY($1::int4[]) OR "genreId" = ANY($2::int4[]))', [redrawn, renamedGenres, now, eventId]);

  // Works of new circles, and of changed circles position by position (a work keeps its id, which plans hold).
  const touchedWorks = new Set([...diff.circles.added, ...diff.circles.changed.filter((c) => c.worksChanged).map((c) => c.index)]);
  const oldWorkId = new Map<string, number>();
  old.works.forEach((work, index) => oldWorkId.set(`${current.ids.circles[work.circleIndex]}:${work.sortOrder}`, current.ids.works[index] as number));
  const workRows = incoming.works.filter((work) => touchedWorks.has(work.circleIndex)).map((work) => ({ work, id: oldWorkId.get(`${circleIds[work.circleIndex]}:${work.sortOrder}`) }));
  await insertRows(client, 'Work', [['circleId', 'int4', ({ work }) => idAt(circleIds, work.circleIndex)], ...workContentColumns()], workRows.filter((row) => row.id === undefined));
  await updateRows(client, 'Work', [['id', 'int4', ({ id }) => id ?? null], ...workContentColumns(), ['titleReading', 'text', () => null]], workRows.filter((row) => row.id !== undefined));
  const keptWorkIds = new Set(workRows.flatMap((row) => (row.id === undefined ? [] : [row.id])));
  const changedCircleIds = new Set(diff.circles.changed.filter((c) => c.worksChanged).map((c) => c.id));
  const goneWorks = old.works.flatMap((work, index) => (changedCircleIds.has(current.ids.circles[work.circleIndex] as number) && !keptWorkIds.has(current.ids.works[index] as number) ? [current.ids.works[index] as number] : []));
  if (goneWorks.length > 0) await client.query('DELETE FROM "Work" WHERE id = ANY($1::int4[])', [goneWorks]);

  // Shop links carry no ids anyone keeps: a circle's changed list is replaced whole.
  const linkCircles = new Set([...diff.circles.added, ...diff.circles.changed.filter((c) => c.linksChanged).map((c) => c.index)]);
  const replacedLinks = diff.circles.changed.filter((c) => c.linksChanged).map((c) => c.id);
  if (replacedLinks.length > 0) await client.query('DELETE FROM "ShopLink" WHERE "circleId" = ANY($1::int4[])', [replacedLinks]);
  await insertRows(client, 'ShopLink', shopLinkColumns(circleIds), incoming.shopLinks.filter((link) => linkCircles.has(link.circleIndex)));

  // Booths by number; a booth gone from the files is gone (members keep no data on booths).
  const exhibitorIds = await resolveIds(client, 'Exhibitor', old.exhibitors, current.ids.exhibitors, incoming.exhibitors, (x) => String(x.boothNumber));
  const removedExhibitors = diff.exhibitors.removed.map((index) => current.ids.exhibitors[index] as number);
  if (removedExhibitors.length > 0) await client.query('DELETE FROM "Exhibitor" WHERE id = ANY($1::int4[])', [removedExhibitors]);
  const exhibitorRows = (indices: readonly number[]) => indices.map((index) => ({ exhibitor: incoming.exhibitors[index] as EventData['exhibitors'][number], index }));
  await insertRows(client, 'Exhibitor', [['id', 'int4', ({ index }) => idAt(exhibitorIds, index)], ['eventId', 'int4', () => eventId], ...exhibitorContentColumns(hallIds)], exhibitorRows(diff.exhibitors.added));
  await updateRows(client, 'Exhibitor', [['id', 'int4', ({ index }) => idAt(exhibitorIds, index)], ...exhibitorContentColumns(hallIds).filter(([name]) => name !== 'updatedAt'), ['updatedAt', 'timestamp', () => now]], exhibitorRows(diff.exhibitors.changed));
  await insertGeneratedCuts(client, added.map(({ circle, index }) => ({ id: idAt(circleIds, index), wcid: circle.wcid })), diff.exhibitors.added.map((index) => idAt(exhibitorIds, index)));

  // What the files no longer hold, last, once nothing points at it.
  const gone = (ids: readonly number[], indices: readonly number[]) => indices.map((index) => ids[index] as number);
  if (diff.blocks.removed.length > 0) await client.query('DELETE FROM "Block" WHERE id = ANY($1::int4[])', [gone(current.ids.blocks, diff.blocks.removed)]);
  if (diff.halls.removed.length > 0) await client.query('DELETE FROM "Hall" WHERE id = ANY($1::int4[])', [gone(current.ids.halls, diff.halls.removed)]);
  if (diff.days.removed.length > 0) await client.query('DELETE FROM "EventDay" WHERE id = ANY($1::int4[])', [gone(current.ids.days, diff.days.removed)]);
  // A genre a withdrawn circle still names stays, so that the circle still reads right to those who saved it.
  if (diff.genres.removed.length > 0) {
    await client.query('DELETE FROM "Genre" g WHERE g.id = ANY($1::int4[]) AND NOT EXISTS (SELECT 1 FROM "Circle" c WHERE c."genreId" = g.id)', [gone(current.ids.genres, diff.genres.removed)]);
  }
  return { circles: circleIds, exhibitors: exhibitorIds };
}

/** Writes the incoming placements through a temporary table: delete what is gone, update what differs, insert what is new. */
async function syncPlacements(client: pg.ClientBase, eventId: number, incoming: EventData, ids: { days: number[]; blocks: number[]; circles: number[] }): Promise<number[]> {
  // Without the id column: the temporary rows must not draw numbers from the Placement sequence.
  await client.query(`CREATE TEMP TABLE incoming_placement ON COMMIT DROP AS
    SELECT "dayId", "blockId", "spaceNumber", side, "mapX", "mapY", "mapWidth", "mapHeight", "tableLayout", "circleId" FROM "Placement" WITH NO DATA`);
  await insertRows(client, 'incoming_placement', placementColumns(ids), desksOf(incoming));
  await client.query(`
    DELETE FROM "Placement" p USING "EventDay" d
    WHERE p."dayId" = d.id AND d."eventId" = $1
      AND NOT EXISTS (SELECT 1 FROM incoming_placement i WHERE i."dayId" = p."dayId" AND i."blockId" = p."blockId" AND i."spaceNumber" = p."spaceNumber" AND i.side = p.side)`,
  [eventId]);
  const updated = await client.query<{ circleId: number | null }>(`
    UPDATE "Placement" p SET "circleId" = i."circleId", "mapX" = i."mapX", "mapY" = i."mapY", "mapWidth" = i."mapWidth", "mapHeight" = i."mapHeight", "tableLayout" = i."tableLayout"
    FROM incoming_placement i
    WHERE i."dayId" = p."dayId" AND i."blockId" = p."blockId" AND i."spaceNumber" = p."spaceNumber" AND i.side = p.side
      AND (p."circleId" IS DISTINCT FROM i."circleId" OR p."mapX" <> i."mapX" OR p."mapY" <> i."mapY" OR p."mapWidth" <> i."mapWidth"
        OR p."mapHeight" <> i."mapHeight" OR p."tableLayout" <> i."tableLayout")
    RETURNING i."circleId"`);
  await client.query(`
    INSERT INTO "Placement" ("dayId", "blockId", "spaceNumber", side, "mapX", "mapY", "mapWidth", "mapHeight", "tableLayout", "circleId")
    SELECT i."dayId", i."blockId", i."spaceNumber", i.side, i."mapX", i."mapY", i."mapWidth", i."mapHeight", i."tableLayout", i."circleId"
    FROM incoming_placement i
    WHERE NOT EXISTS (SELECT 1 FROM "Placement" p WHERE i."dayId" = p."dayId" AND i."blockId" = p."blockId" AND i."spaceNumber" = p."spaceNumber" AND i.side = p.side)`);
  await client.query('DROP TABLE incoming_placement');
  return [...new Set(updated.rows.flatMap((row) => (row.circleId === null ? [] : [row.circleId])))];
}
