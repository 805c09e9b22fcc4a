import { LABEL_MAX_LENGTH, MEMO_MAX_LENGTH } from '@/lib/favorites/limits';
import type { MatchStatus, MatchSummary } from './match';
import { importedLabelNames, shortenedByImport, type ImportPlan } from './import-plan';
import type { RowProblem } from './records';

/** One row of the preview as the browser shows it. */
export interface PreviewRow {
  line: number;
  status: MatchStatus;
  placementId: string | null;
  name: string;
  importColor: number;
  currentColor: number | null;
  memo: string;
  importable: boolean;
  duplicateOfLine: number | null;
}

/** What the preview endpoint answers: plain data, no catalogue ids. */
export interface PreviewBody {
  eventName: string;
  sameEvent: boolean;
  /** Some bytes could not be read in any encoding and were replaced. */
  lossy: boolean;
  summary: MatchSummary;
  rows: PreviewRow[];
  problems: Pick<RowProblem, 'line' | 'code' | 'skipped'>[];
  /** The colour names the import stores, one per colour (a file's last Color record of a colour wins). */
  labels: { color: number; label: string }[];
  /** Memos and colour names longer than the favourites accept, which the import shortens. */
  shortened: { memos: number; labels: number; memoMax: number; labelMax: number };
}

export function toPreviewBody(plan: ImportPlan): PreviewBody {
  const { file, preview } = plan;
  return {
    eventName: file.header.eventName,
    sameEvent: preview.sameEvent,
    lossy: file.decoding.lossy,
    summary: preview.summary,
    rows: preview.rows.map((row) => ({
      line: row.line,
      status: row.status,
      placementId: row.placementId,
      name: row.name,
      importColor: row.importColor,
      currentColor: row.currentColor,
      memo: row.memo,
      importable: row.importable,
      duplicateOfLine: row.duplicateOfLine,
    })),
    problems: file.problems.map(({ line, code, skipped }) => ({ line, code, skipped })),
    labels: importedLabelNames(plan),
    shortened: { ...shortenedByImport(plan), memoMax: MEMO_MAX_LENGTH, labelMax: LABEL_MAX_LENGTH },
  };
}

export interface ImportBody {
  count: number;
}
