import { writeFile } from 'node:fs/promises';
import type { ApplyResult } from '@/lib/catalogue-import/apply-catalogue';
import type { ImportFilesResult } from '@/lib/catalogue-import/import-files';
import type { Problem } from '@/lib/catalogue-import/problems';

/**
 * What `npm run catalogue:import -- --report FILE.json` leaves for a script: whether the import was
 * written or refused, and either the summary or the problems (the first 100 listed, `problemCount` all;
 * `skipped`: rows not checked further because the row they belong to was refused).
 */
export type ImportReport =
  | { ok: true; dryRun: boolean; input: string; fileHash: string; newEvent: boolean; importId: number | null; counts: ApplyResult['counts']; summary: ApplyResult['summary']; skippedImages: ImportFilesResult['skippedImages']; lostCharacters: ImportFilesResult['lostCharacters']; problems: []; problemCount: 0 }
  | { ok: false; dryRun: boolean; input: string; problems: Problem[]; problemCount: number; skipped: string[] };

export function writtenReport(input: string, dryRun: boolean, result: ImportFilesResult): ImportReport {
  return {
    ok: true, dryRun, input, fileHash: result.fileHash, newEvent: result.newEvent, importId: result.importId, counts: result.counts, summary: result.summary,
    skippedImages: result.skippedImages, lostCharacters: result.lostCharacters, problems: [], problemCount: 0,
  };
}

export function refusedReport(input: string, dryRun: boolean, problems: readonly Problem[], total: number, skipped: readonly string[]): ImportReport {
  return { ok: false, dryRun, input, problems: [...problems], problemCount: total, skipped: [...skipped] };
}

export async function writeImportReport(file: string, report: ImportReport): Promise<void> {
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
}
