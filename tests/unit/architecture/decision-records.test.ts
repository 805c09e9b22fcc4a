import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A decision record states the decision as it stands and its measured reasons; its history is in git.
// Records that grew a section per later change (one reached 331 lines with nine of them) read as logs:
// the reader had to replay them to learn what holds. This check fails on a record that is too long to
// be read as one decision, or on a heading that introduces a piece of history instead of the decision.

const decisionsFolder = path.resolve(import.meta.dirname, '../../../docs/decisions');
const maxLines = 150;
const historyHeading = /^#{1,6}\s.*\b(later change|later review|same change|update of|earlier)\b/i;

export function lineCount(text: string): number {
  return text.endsWith('\n') ? text.split('\n').length - 1 : text.split('\n').length;
}

export function historyHeadingsIn(text: string): string[] {
  return text.split('\n').filter((line) => historyHeading.test(line));
}

const records = readdirSync(decisionsFolder)
  .filter((name) => /^\d{3}-.+\.md$/.test(name))
  .map((name) => ({ name, text: readFileSync(path.join(decisionsFolder, name), 'utf8') }));

describe('decision records', () => {
  it('are found, so that the checks below read them', () => {
    expect(records.length).toBeGreaterThan(30);
  });

  it(`stay within ${maxLines} lines`, () => {
    const long = records.filter(({ text }) => lineCount(text) > maxLines).map(({ name, text }) => `${name}: ${lineCount(text)} lines`);
    expect(long, 'state the decision as it stands; leave its history to git').toEqual([]);
  });

  it('have no heading that reads as history', () => {
    const found = records.flatMap(({ name, text }) => historyHeadingsIn(text).map((heading) => `${name}: ${heading}`));
    expect(found, 'fold the change into the decision it changed').toEqual([]);
  });

  it('recognise a history heading and leave a decision heading alone', () => {
    expect(historyHeadingsIn('## The filter form as server markup (later change)')).toHaveLength(1);
    expect(historyHeadingsIn('### Update of the budgets')).toHaveLength(1);
    expect(historyHeadingsIn('## What Lighthouse showed (same change)')).toHaveLength(1);
    expect(historyHeadingsIn('## Measured earlier')).toHaveLength(1);
    expect(historyHeadingsIn('## Decision\n## Measured\n## Consequences')).toEqual([]);
    // SQL in a record's text is no heading.
    expect(historyHeadingsIn('    `UPDATE OF "birthdate" ON "User"` refuses')).toEqual([]);
  });

  it('count lines as wc -l does', () => {
    expect(lineCount('a\nb\n')).toBe(2);
    expect(lineCount('a\nb')).toBe(2);
  });
});
