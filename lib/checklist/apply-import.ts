import type { PrismaClient } from '@/lib/db/client';
import { isAppError } from '@/lib/errors';
import { ChecklistError } from './errors';
import { plannedFavorites, plannedLabels, reportedProblems, type ImportPlan, type ReportedProblem } from './import-plan';

export interface ImportResult {
  /** Rows written as favourites, the `{count}` of 'Imported {count} favorites successfully'. */
  count: number;
  labels: number;
  /** The lines of the file that were not read, and why (the first ones of a long list). */
  skipped: ReportedProblem[];
  skippedCount: number;
}

/**
 * Writes a planned import in one transaction: the file's colour labels, then every favourite in one
 * statement. Anything failing rolls all of it back, so the user's favourites are never half imported.
 * Edit times move only for the fields whose value changes, which is what offline merges compare.
 */
export async function applyChecklistImport(
  client: PrismaClient,
  plan: ImportPlan,
  now: Date = new Date(),
  keep: ReadonlySet<number> = new Set(),
): Promise<ImportResult> {
  const favorites = plannedFavorites(plan, keep);
  if (favorites.length === 0) throw new ChecklistError('noValidCircleData');
  const labels = plannedLabels(plan);
  const { userId, overwriteExisting: overwrite } = plan;
  try {
    await client.$transaction(
      async (tx) => {
        if (labels.length > 0) {
          await tx.$executeRaw`
            INSERT INTO "ColorLabel" ("userId", color, label)
            SELECT ${userId}, t.color, t.label FROM unnest(${labels.map((l) => l.color)}::int[], ${labels.map((l) => l.label)}::text[]) AS t(color, label)
            ON CONFLICT ("userId", color) DO UPDATE SET label = EXCLUDED.label WHERE ${overwrite}`;
        }
        await tx.$executeRaw`
          INSERT INTO "Favorite" ("userId", "circleId", color, memo, "colorUpdatedAt", "memoUpdatedAt", "createdAt")
          SELECT ${userId}, t.circle_id, t.color, t.memo, ${now}, ${now}, ${now}
          FROM unnest(${favorites.map((f) => f.circleId)}::int[], ${favorites.map((f) => f.color)}::int[], ${favorites.map((f) => f.memo)}::text[])
            AS t(circle_id, color, memo)
          ON CONFLICT ("userId", "circleId") DO UPDATE SET
            color = EXCLUDED.color,
            memo = EXCLUDED.memo,
            "colorUpdatedAt" = CASE WHEN "Favorite".color <> EXCLUDED.color THEN EXCLUDED."colorUpdatedAt" ELSE "Favorite"."colorUpdatedAt" END,
            "memoUpdatedAt" = CASE WHEN "Favorite".memo <> EXCLUDED.memo THEN EXCLUDED."memoUpdatedAt" ELSE "Favorite"."memoUpdatedAt" END
          WHERE ${overwrite} AND ("Favorite".color <> EXCLUDED.color OR "Favorite".memo <> EXCLUDED.memo)`;
      },
      { timeout: 30_000, maxWait: 10_000 },
    );
  } catch (error) {
    throw isAppError(error) ? error : new ChecklistError('importFailed', { cause: error });
  }
  return {
    count: favorites.length,
    labels: labels.length,
    skipped: reportedProblems(plan.file.problems, true),
    skippedCount: plan.preview.summary.skipped,
  };
}
