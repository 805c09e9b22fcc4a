import 'server-only';
import { LISTED_CIRCLE_SQL } from '@/lib/catalogue/listed-circles';
import { Prisma } from '@/lib/generated/prisma/client';
import { summariseChanges, type RecordedChange } from './change-summary';
import { recordedChange, type ChangedCircle } from './member-changes';

export type MemberImportChanges = { userId: string; circles: (ChangedCircle & { isAdult: boolean })[] };

type Row = { userId: string; circleId: number; name: string; isAdult: boolean; kind: string; detail: unknown };

/**
 * What one import changed among the favourites and plan circles of each of `userIds`, by the rules of the
 * favourites page's change lines (`findMemberChanges`): listed circles only, a favourite saved after the
 * import tells nothing, and moves folded by `summariseChanges`. One query for any number of members, so
 * that an import's notifications for thousands of members cost one read, not one each.
 */
export async function findImportChangesByMember(client: Prisma.TransactionClient, importId: number, userIds: readonly string[]): Promise<MemberImportChanges[]> {
  if (userIds.length === 0) return [];
  const rows = await client.$queryRaw<Row[]>(Prisma.sql`
    WITH imp AS (SELECT id, "importedAt" FROM "CatalogueImport" WHERE id = ${importId}),
    members AS (SELECT unnest(${userIds}::text[]) AS "userId"),
    saved AS (
      SELECT f."userId", f."circleId" FROM "Favorite" f JOIN members m USING ("userId"), imp WHERE f."createdAt" < imp."importedAt"
      UNION
      SELECT p."userId", p."circleId" FROM "PlanStop" p JOIN members m USING ("userId")
    )
    SELECT s."userId", c.id AS "circleId", c.name, c."isAdult", ch.kind::text AS kind, ch.detail
    FROM saved s
    JOIN "CatalogueChange" ch ON ch."circleId" = s."circleId" AND ch."importId" = ${importId} AND ch.kind <> 'ADDED'
    JOIN "Circle" c ON c.id = s."circleId" AND ${LISTED_CIRCLE_SQL}
    ORDER BY s."userId", c.id`);
  const byMember = new Map<string, Map<number, { name: string; isAdult: boolean; changes: RecordedChange[] }>>();
  for (const row of rows) {
    const change = recordedChange.safeParse({ kind: row.kind, detail: row.detail });
    if (!change.success) continue;
    const circles = byMember.get(row.userId) ?? new Map();
    const entry = circles.get(row.circleId) ?? { name: row.name, isAdult: row.isAdult, changes: [] };
    entry.changes.push(change.data);
    circles.set(row.circleId, entry);
    byMember.set(row.userId, circles);
  }
  return [...byMember].flatMap(([userId, circles]) => {
    const changed = [...circles].flatMap(([circleId, { name, isAdult, changes }]) => {
      const summary = summariseChanges(changes);
      return summary ? [{ circleId, name, isAdult, summary }] : [];
    });
    return changed.length > 0 ? [{ userId, circles: changed }] : [];
  });
}
