import type pg from 'pg';
import type { ImportDiff } from '@/lib/catalogue-import/diff';
import { insertRows } from '@/lib/catalogue-import/sql-insert';
import type { ChangeSummary, ImportCounts } from '@/lib/catalogue-import/summary';

type ChangeKind = 'ADDED' | 'MOVED' | 'WITHDRAWN' | 'RETURNED' | 'WORKS_CHANGED' | 'DETAILS_CHANGED';
type ChangeRecord = { circleId: number; kind: ChangeKind; detail: object };

/**
 * Keeps the import and, per circle, what it changed: the data that lets a member be shown what changed
 * under their favourites since they last looked (docs/decisions/032).
 */
export async function recordImport(
  client: pg.ClientBase,
  entry: {
    eventId: number; fileHash: string; source: string; counts: ImportCounts; summary: ChangeSummary; diff: ImportDiff | null; circleIds: readonly number[];
    /** Circles whose menu this import added or replaced: recorded as a `menu` detail, which members read as "new menu". */
    newMenus?: readonly number[];
    importedAt: string;
  },
): Promise<number> {
  const result = await client.query<{ id: number }>(
    `INSERT INTO "CatalogueImport" ("eventId", "importedAt", "fileHash", source, counts, summary) VALUES ($1, $2::timestamptz AT TIME ZONE 'UTC', $3, $4, $5, $6) RETURNING id`,
    [entry.eventId, entry.importedAt, entry.fileHash, entry.source, JSON.stringify(entry.counts), JSON.stringify(entry.summary)],
  );
  const importId = result.rows[0]?.id as number;
  const { diff } = entry;
  // A new event's circles are all "added"; that tells a member nothing, so only later imports keep records.
  if (!diff) return importId;
  const added = diff.circles.added.map((index) => entry.circleIds[index] as number);
  const addedIds = new Set(added);
  const menus = new Set((entry.newMenus ?? []).filter((id) => !addedIds.has(id)));
  const records: ChangeRecord[] = [
    ...added.map((circleId) => ({ circleId, kind: 'ADDED' as const, detail: {} })),
    ...diff.circles.withdrawn.map(({ id, spaces }) => ({ circleId: id, kind: 'WITHDRAWN' as const, detail: { from: spaces } })),
    ...diff.circles.changed.flatMap((change) => {
      const list: ChangeRecord[] = [];
      if (change.returned) list.push({ circleId: change.id, kind: 'RETURNED', detail: {} });
      if (change.moved) list.push({ circleId: change.id, kind: 'MOVED', detail: change.moved });
      if (change.worksChanged) list.push({ circleId: change.id, kind: 'WORKS_CHANGED', detail: {} });
      const fields = menus.delete(change.id) ? [...change.fields, 'menu'] : change.fields;
      if (fields.length > 0) list.push({ circleId: change.id, kind: 'DETAILS_CHANGED', detail: { fields } });
      return list;
    }),
  ];
  // The menus of circles whose own rows did not change.
  for (const circleId of menus) records.push({ circleId, kind: 'DETAILS_CHANGED', detail: { fields: ['menu'] } });
  await insertRows(client, 'CatalogueChange', [
    ['importId', 'int4', () => importId],
    ['circleId', 'int4', (record) => record.circleId],
    ['kind', '"CatalogueChangeKind"', (record) => record.kind],
    ['detail', 'jsonb', (record) => JSON.stringify(record.detail)],
  ], records);
  return importId;
}

export type ImportHistoryEntry = { id: number; eventCode: string; importedAt: string; fileHash: string; source: string; counts: ImportCounts; summary: ChangeSummary };

export async function readImportHistory(client: pg.ClientBase, limit = 50): Promise<ImportHistoryEntry[]> {
  const result = await client.query<ImportHistoryEntry>(
    `SELECT i.id, e.code AS "eventCode", to_char(i."importedAt", 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "importedAt", i."fileHash", i.source, i.counts, i.summary
     FROM "CatalogueImport" i JOIN "Event" e ON e.id = i."eventId" ORDER BY i.id DESC LIMIT $1`,
    [limit],
  );
  return result.rows;
}
