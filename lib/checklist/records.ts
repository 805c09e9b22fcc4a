import type { ChecklistHeader } from './header';

export type { ChecklistHeader };

/** A `Circle` record, fields 2-28 of the format by name; field 29 and anything later are dropped. */
export interface ChecklistCircle {
  /** Field 2: the circle's serial in the event the file was written for. */
  circleId: number | null;
  /** Field 3: 0 keeps a memo without a check. */
  color: number;
  page: number | null;
  cutIndex: number | null;
  /** 土, 日 or a day name, as written. */
  day: string;
  /** 東, 西 or 南. */
  hall: string;
  block: string;
  spaceNumber: number | null;
  genreCode: string;
  name: string;
  nameKana: string;
  author: string;
  publicationTitle: string;
  url: string;
  mail: string;
  description: string;
  /** Line breaks are always `\n`, whatever the file used. */
  memo: string;
  mapX: number | null;
  mapY: number | null;
  tableLayout: number | null;
  /** 0 = space a, 1 = space b. */
  spaceSub: number | null;
  updateInfo: string;
  webCatalogueUrl: string;
  circleSiteUrl: string;
  rss: string;
  xUrl: string;
  pixivUrl: string;
}

/** An `UnKnown` record: a row that matched no circle when some tool imported it earlier. */
export interface ChecklistUnknown {
  name: string;
  nameKana: string;
  author: string;
  memo: string;
  color: number;
  publicationTitle: string;
  url: string;
  mail: string;
  description: string;
  updateInfo: string;
  circleSiteUrl: string;
  rss: string;
}

export interface ChecklistColor {
  n: number;
  /** `#RRGGBB`, or undefined when the file's value is not six hex digits. */
  checkColor: string | undefined;
  printColor: string | undefined;
  description: string;
}

export type ChecklistRow =
  | { kind: 'circle'; line: number; circle: ChecklistCircle }
  | { kind: 'unknown'; line: number; unknown: ChecklistUnknown };

export const rowProblemCodes = [
  'tooFewFields',
  'invalidColor',
  'invalidNumber',
  'invalidColorRecord',
  'malformedRecord',
] as const;

export type RowProblemCode = (typeof rowProblemCodes)[number];

/** Shown in the preview as `Checklist.rowProblems.<code>`; `skipped` rows are not imported. */
export interface RowProblem {
  /** 1-based line where the record starts. */
  line: number;
  code: RowProblemCode;
  /** For `invalidNumber`: the property of `ChecklistCircle` that was left empty. */
  field?: keyof ChecklistCircle;
  skipped: boolean;
  /** For `tooFewFields`: how many fields the record had, and the fewest its type needs. */
  fields?: number;
  expected?: number;
  /** For `invalidColor`: the colour as written (shortened), so the member can find it in the file. */
  value?: string;
}

export interface IgnoredRecords {
  recordType: string;
  count: number;
}

export interface ParsedChecklist {
  header: ChecklistHeader;
  colors: ChecklistColor[];
  /** Circle and UnKnown records in file order. */
  rows: ChecklistRow[];
  problems: RowProblem[];
  /** Record types the format allows readers to skip (`LastSelect`, tool-specific ones). */
  ignoredRecords: IgnoredRecords[];
}
