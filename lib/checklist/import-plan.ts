import type { PrismaClient } from '@/lib/db/client';
import { LABEL_MAX_LENGTH, MEMO_MAX_LENGTH } from '@/lib/favorites/limits';
import { ChecklistError } from './errors';
import { matchChecklist, type ChecklistPreview, type CurrentFavorite } from './match';
import type { EventMatchIndex, MatchIndexCache } from './match-index-cache';
import { MAX_COLOR } from '@/lib/favorites/palette';
import { normalizeLineBreaks, withoutForbiddenCharacters } from '@/lib/validation/member-characters';
import { readChecklist, type ChecklistFile } from './parse';
import type { RowProblem } from './records';

export interface ImportRequest {
  userId: string;
  eventCode: string;
  bytes: Uint8Array;
  /** Rows for circles already favourited replace their colour and memo (and labels the user has). */
  overwriteExisting: boolean;
  /** Lines of uncertain rows the member ticked to import; only the apply step reads them. */
  keep?: ReadonlySet<number>;
}

export interface ImportPlan {
  eventId: number;
  /** The catalogue the rows were matched against; a plan is stale once the cache holds another. */
  catalogue: EventMatchIndex;
  userId: string;
  overwriteExisting: boolean;
  file: ChecklistFile;
  preview: ChecklistPreview;
}

async function currentFavorites(client: PrismaClient, userId: string, eventId: number): Promise<CurrentFavorite[]> {
  return client.$queryRaw<CurrentFavorite[]>`
    SELECT f."circleId", f.color FROM "Favorite" f JOIN "Circle" c ON c.id = f."circleId"
    WHERE f."userId" = ${userId} AND c."eventId" = ${eventId}`;
}

/**
 * Reads an uploaded checklist and matches it against the event and the user's favourites. The preview
 * shows this plan and the apply step computes it again from the same file, so what is written is what
 * the rules say, never what a browser claims.
 */
export async function planChecklistImport(client: PrismaClient, cache: MatchIndexCache, request: ImportRequest): Promise<ImportPlan> {
  const file = readChecklist(request.bytes);
  const [catalogue, favorites] = await Promise.all([
    cache.get(request.eventCode),
    client.event
      .findUnique({ where: { code: request.eventCode }, select: { id: true } })
      .then((event) => (event === null ? [] : currentFavorites(client, request.userId, event.id))),
  ]);
  if (catalogue === null) throw new ChecklistError('processingError', { cause: new Error(`no event ${request.eventCode}`) });
  const preview = matchChecklist(file, catalogue.index, {
    eventCode: request.eventCode,
    currentFavorites: favorites,
    overwriteExisting: request.overwriteExisting,
  });
  return { eventId: catalogue.eventId, catalogue, userId: request.userId, overwriteExisting: request.overwriteExisting, file, preview };
}

export interface PlannedFavorite {
  circleId: number;
  color: number;
  memo: string;
}

// What the favourites editor refuses, an import cleans instead: another tool's file is not the user's
// typing. The characters are those of every member text (decision 039); a memo keeps its lines.
const cleanMemo = (memo: string) => withoutForbiddenCharacters(normalizeLineBreaks(memo), { lines: true });
const cleanLabel = (label: string) => withoutForbiddenCharacters(label, { lines: false });

function shorten(cleaned: string, maxLength: number): string {
  const cut = cleaned.slice(0, maxLength);
  // Never leave half of a surrogate pair (an emoji) at the end.
  return /[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** What the apply step writes: every certain row, and the uncertain rows whose line the member ticked. */
export function plannedFavorites(plan: ImportPlan, keep: ReadonlySet<number> = new Set()): PlannedFavorite[] {
  return plan.preview.rows.flatMap((row) =>
    (row.importable || (row.keepable && keep.has(row.line))) && row.circleId !== null
      ? [{ circleId: row.circleId, color: row.importColor, memo: shorten(cleanMemo(row.memo), MEMO_MAX_LENGTH) }]
      : [],
  );
}

/** Colour records naming a label; the last record of a colour wins, as a reader going down the file would see. */
function labelRecords(plan: ImportPlan): Map<number, string> {
  const labels = new Map<number, string>();
  for (const color of plan.file.colors) {
    // Trimmed after the control characters go: ` \u0001 ` is as blank as no name, which keeps the default.
    const label = cleanLabel(color.description).trim();
    if (label !== '' && color.n >= 1 && color.n <= MAX_COLOR) labels.set(color.n, label);
  }
  return labels;
}

/** The colour names as the preview shows them: one per colour, as stored but before shortening to the limit. */
export function importedLabelNames(plan: ImportPlan): { color: number; label: string }[] {
  return [...labelRecords(plan)].map(([color, label]) => ({ color, label }));
}

export function plannedLabels(plan: ImportPlan): { color: number; label: string }[] {
  return importedLabelNames(plan).map(({ color, label }) => ({ color, label: shorten(label, LABEL_MAX_LENGTH).trim() }));
}

/** How many memos and colour names the import will shorten to what the favourites accept: the preview says so. */
export function shortenedByImport(plan: ImportPlan): { memos: number; labels: number } {
  const memos = plan.preview.rows.filter((row) => (row.importable || row.keepable) && row.circleId !== null && cleanMemo(row.memo).length > MEMO_MAX_LENGTH).length;
  const labels = [...labelRecords(plan).values()].filter((label) => label.length > LABEL_MAX_LENGTH).length;
  return { memos, labels };
}

/** A line the reader could not use, with what the member needs to find and fix it in the file. */
export type ReportedProblem = Pick<RowProblem, 'line' | 'code' | 'skipped' | 'field' | 'fields' | 'expected' | 'value'>;

// A crafted file can hold millions of bad lines; the member needs the first ones and the count.
export const MAX_REPORTED_PROBLEMS = 500;

export function reportedProblems(problems: readonly RowProblem[], onlySkipped = false): ReportedProblem[] {
  return problems
    .filter((problem) => !onlySkipped || problem.skipped)
    .slice(0, MAX_REPORTED_PROBLEMS)
    .map(({ line, code, skipped, field, fields, expected, value }) => ({
      line, code, skipped,
      ...(field !== undefined && { field }),
      ...(fields !== undefined && { fields }),
      ...(expected !== undefined && { expected }),
      ...(value !== undefined && { value }),
    }));
}
