/**
 * One thing wrong with the files, said where it is: file, line and field or column. A CSV file's `line` is
 * the record's number as a spreadsheet shows its row (the header is 1), whatever line breaks quoted cells hold.
 */
export type Problem = { file: string; line?: number; field?: string; message: string };

/** Past this many problems the rest are counted, not listed: the first hundred say what to fix. */
export const MAX_LISTED_PROBLEMS = 100;

/** Gathers every problem of a run, so that staff see them all at once rather than one per attempt. */
export class Problems {
  readonly listed: Problem[] = [];
  total = 0;

  add(problem: Problem): void {
    this.total += 1;
    if (this.listed.length < MAX_LISTED_PROBLEMS) this.listed.push(problem);
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
  constructor(readonly problems: readonly Problem[], readonly total: number) {
    super(`The catalogue files have ${total} problem${total === 1 ? '' : 's'}:\n${problems.map(formatProblem).join('\n')}${total > problems.length ? `\n… and ${total - problems.length} more` : ''}`);
    this.name = 'CatalogueImportError';
  }
}
