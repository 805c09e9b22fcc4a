import { expect } from 'vitest';
import { LISTED_CIRCLE } from '@/lib/catalogue/listed-circles';
import { ChecklistError, type ChecklistErrorCode } from '@/lib/checklist/errors';
import { plannedFavorites, plannedLabels, type ImportPlan } from '@/lib/checklist/import-plan';
import { matchChecklist, type CurrentFavorite } from '@/lib/checklist/match';
import { buildMatchIndex, type MatchCatalogueCircle } from '@/lib/checklist/match-index';
import { readChecklist, type ChecklistFile } from '@/lib/checklist/parse';
import { toPreviewBody, type PreviewBody } from '@/lib/checklist/preview-body';
import { labelSchema, memoSchema } from '@/lib/favorites/schemas';
import en from '@/messages/en.json';

// What every checklist property asserts about an outcome, whatever file produced it.

/** The codes a file alone can cause; `processingError` means something threw that nobody expected. */
const FILE_ERROR_CODES: readonly ChecklistErrorCode[] = ['fileTooLarge', 'emptyFile', 'binaryFile', 'notChecklist', 'invalidEncoding', 'noValidCircleData'];

export function hasMessage(key: string): boolean {
  let node: unknown = en;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' && node !== '';
}

export type ReadOutcome = { file: ChecklistFile; error?: undefined } | { file?: undefined; error: ChecklistError };

/** Reads bytes as the upload routes do; anything but a file-caused ChecklistError fails the property. */
export function readOutcome(bytes: Uint8Array): ReadOutcome {
  try {
    return { file: readChecklist(bytes) };
  } catch (error) {
    if (!(error instanceof ChecklistError)) throw error;
    // readChecklist wraps the unexpected as processingError; rethrow its cause so the counterexample shows it.
    if (!FILE_ERROR_CODES.includes(error.checklistCode)) throw error.cause ?? error;
    expect(hasMessage(error.messageKey), error.messageKey).toBe(true);
    // A file over the size limit is a 413, the shared answer of every capped body; the rest are 400s.
    expect(error.code).toBe(error.checklistCode === 'fileTooLarge' ? 'payloadTooLarge' : 'invalidInput');
    return { error };
  }
}

export function catalogueCircle(id: number, fields: Partial<MatchCatalogueCircle> = {}): MatchCatalogueCircle {
  return {
    id,
    circleNumber: id,
    catalogPage: null,
    cutIndex: null,
    name: `circle ${id}`,
    nameKana: '',
    author: '',
    ...LISTED_CIRCLE,
    placement: { day: '土', date: '2025-12-27', area: 'EAST', block: 'ア', spaceNumber: (id % 60) + 1, sides: 'a' },
    ...fields,
  };
}

/** The plan the import makes for a file, against a catalogue held in memory instead of the database. */
export function planFor(
  file: ChecklistFile,
  catalogue: readonly MatchCatalogueCircle[],
  options: { currentFavorites?: CurrentFavorite[]; overwriteExisting?: boolean } = {},
): ImportPlan {
  const index = buildMatchIndex(catalogue);
  const overwriteExisting = options.overwriteExisting ?? false;
  const preview = matchChecklist(file, index, { eventCode: 'C999', currentFavorites: options.currentFavorites ?? [], overwriteExisting });
  return { eventId: 1, catalogue: { eventId: 1, eventCode: 'C999', index }, userId: 'user', overwriteExisting, file, preview };
}

/**
 * What holds for every preview: counts add up, each line is reported once, and what the apply step
 * would write is what the favourites editor itself accepts.
 */
export function expectConsistentPlan(plan: ImportPlan): PreviewBody {
  const { file, preview } = plan;
  const { summary, rows } = preview;
  expect(summary.rows).toBe(rows.length);
  expect(summary.found + summary.notFound + summary.alreadyFavorite + summary.notImportable).toBe(summary.rows);
  expect(summary.skipped).toBe(file.problems.filter((problem) => problem.skipped).length);
  expect(summary.importable).toBe(rows.filter((row) => row.importable).length);

  const rowLines = rows.map((row) => row.line);
  expect(new Set(rowLines).size).toBe(rowLines.length);
  expect([...rowLines].sort((a, b) => a - b)).toEqual(rowLines);
  const skippedLines = new Set(file.problems.filter((problem) => problem.skipped).map((problem) => problem.line));
  expect(skippedLines.size).toBe(summary.skipped);
  for (const line of rowLines) expect(skippedLines.has(line), `line ${line} both read and skipped`).toBe(false);
  for (const problem of file.problems) expect(problem.line).toBeGreaterThanOrEqual(1);

  for (const favorite of plannedFavorites(plan)) {
    expect(memoSchema.safeParse(favorite.memo).success, JSON.stringify(favorite.memo.slice(0, 80))).toBe(true);
    expect(favorite.color).toBeGreaterThanOrEqual(0);
  }
  for (const { label } of plannedLabels(plan)) {
    const parsed = labelSchema.safeParse(label);
    expect(parsed.success, JSON.stringify(label)).toBe(true);
    // An empty name means "the default name": the editor deletes the label instead of storing ''.
    expect(label).not.toBe('');
  }
  const body = toPreviewBody(plan);
  expect(body.rows).toHaveLength(summary.rows);
  // The preview names the colours the import will name, with the names it will store (or longer ones it shortens).
  const written = plannedLabels(plan);
  expect(body.labels.map((label) => label.color)).toEqual(written.map((label) => label.color));
  body.labels.forEach(({ label }, index) => expect(label.startsWith(written[index]?.label ?? '\u0000'), JSON.stringify([label, written[index]])).toBe(true));
  expect(JSON.parse(JSON.stringify(body))).toEqual(body);
  return body;
}
