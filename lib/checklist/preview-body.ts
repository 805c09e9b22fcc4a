import { LABEL_MAX_LENGTH, MEMO_MAX_LENGTH } from '@/lib/favorites/limits';
import type { MatchedRow, MatchStatus, MatchSummary, Uncertainty } from './match';
import { importedLabelNames, reportedProblems, shortenedByImport, type ImportPlan, type ReportedProblem } from './import-plan';

/** One row of the preview as the browser shows it; the space comes as parts, written in the reader's language. */
export interface PreviewRow {
  line: number;
  status: MatchStatus;
  space: MatchedRow['space'];
  name: string;
  author: string;
  fileName: string;
  fileAuthor: string;
  uncertain: Uncertainty | null;
  candidates: number;
  importColor: number;
  currentColor: number | null;
  memo: string;
  importable: boolean;
  keepable: boolean;
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
  /** Lines read with a problem or skipped, and why (the first ones of a long list; the summary counts all skipped). */
  problems: ReportedProblem[];
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
      space: row.space,
      name: row.name,
      author: row.author,
      fileName: row.fileName,
      fileAuthor: row.fileAuthor,
      uncertain: row.uncertain,
      candidates: row.candidates,
      importColor: row.importColor,
      currentColor: row.currentColor,
      memo: row.memo,
      importable: row.importable,
      keepable: row.keepable,
      duplicateOfLine: row.duplicateOfLine,
    })),
    problems: reportedProblems(file.problems),
    labels: importedLabelNames(plan),
    shortened: { ...shortenedByImport(plan), memoMax: MEMO_MAX_LENGTH, labelMax: LABEL_MAX_LENGTH },
  };
}

export interface ImportBody {
  count: number;
  skipped: ReportedProblem[];
  skippedCount: number;
}
