/**
 * One thing wrong with the files, said where it is: file, line and field or column. A CSV file's `line` is
 * the record's number as a spreadsheet shows its row (the header is 1), whatever line breaks quoted cells hold.
 */
export type Problem = { file: string; line?: number; field?: string; message: string };

/** Past this many problems the rest are counted, not listed: the first hundred say what to fix. */
export const MAX_LISTED_PROBLEMS = 100;

const rows = (count: number) => `${count} row${count === 1 ? '' : 's'}`;

/**
 * Gathers every problem of a run, so that staff see them all at once rather than one per attempt. Rows
 * that hang on a refused row (a refused circle's works and links) are counted beside it, not listed as
 * problems of their own: one mistake, one problem.
 */
export class Problems {
  readonly listed: Problem[] = [];
  /** Files read as Shift_JIS: their `?` may be characters Excel could not write (lost-characters.ts). */
  readonly shiftJisFiles = new Set<string>();
  total = 0;
  private readonly skipped = new Map<string, Map<string, number>>();

  add(problem: Problem): void {
    this.total += 1;
    if (this.listed.length < MAX_LISTED_PROBLEMS) this.listed.push(problem);
  }

  /** A row of `file` left out because the row it refers to (`refusedFile` record `refusedLine`) was refused. */
  skip(file: string, refusedFile: string, refusedLine: number): void {
    const key = `${refusedFile} line ${refusedLine}`;
    const counts = this.skipped.get(key) ?? new Map<string, number>();
    counts.set(file, (counts.get(file) ?? 0) + 1);
    this.skipped.set(key, counts);
  }

  /** `works.csv: 2 rows and links.csv: 1 row skipped with circles.csv line 4`, one per refused row. */
  skippedNotes(): string[] {
    return [...this.skipped].map(([refused, counts]) => `${[...counts].map(([file, count]) => `${file}: ${rows(count)}`).join(' and ')} skipped with ${refused}`);
  }

  get any(): boolean {
    return this.total > 0;
  }
}

export function formatProblem({ file, line, field, message }: Problem): string {
  return `${file}${line === undefined ? '' : `:${line}`}${field === undefined ? '' : ` [${field}]`}: ${message}`;
}

/** Thrown when the files cannot be imported; carries every problem found. Nothing was written. */
export class CatalogueImportError extends Error {
  constructor(readonly problems: readonly Problem[], readonly total: number, readonly skipped: readonly string[] = []) {
    super(
      `The catalogue files have ${total} problem${total === 1 ? '' : 's'}:\n${problems.map(formatProblem).join('\n')}${total > problems.length ? `\n… and ${total - problems.length} more` : ''}` +
        (skipped.length > 0 ? `\nNot checked further, as they belong to a refused row:\n${skipped.join('\n')}` : ''),
    );
    this.name = 'CatalogueImportError';
  }
}
