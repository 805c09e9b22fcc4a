import { describe, expect, it } from 'vitest';
import type { EventFiles } from '@/lib/catalogue-import/event-files';
import { parseEventFiles } from '@/lib/catalogue-import/parse-event-files';
import { Problems } from '@/lib/catalogue-import/problems';
import { bytesOf, smallEventFiles, text } from '@/tests/support/catalogue-fixture';

/** Replaces one file's text. */
function edit(files: EventFiles, name: string, change: (csv: string) => string): EventFiles {
  const copy = new Map(files);
  copy.set(name, bytesOf(change(text(files.get(name)))));
  return copy;
}

const problemsOf = (files: EventFiles) => {
  const problems = new Problems();
  parseEventFiles(files, problems);
  return problems;
};

describe('problems as staff find them in their spreadsheet', () => {
  it('name the record as a spreadsheet numbers its rows, not the line after line breaks in quoted cells', () => {
    // Circle 1001 (row 2) gets a description over four lines; circle 1003 (row 4) an unknown genre.
    const files = edit(smallEventFiles(), 'circles.csv', (csv) => csv
      .replace('About Alpha Works', '"About\nAlpha\r\nWorks\nin four lines"')
      .replace('1003,903,Gamma Press,,Author 1003,,234', '1003,903,Gamma Press,,Author 1003,,999'));
    expect(problemsOf(files).listed).toEqual([{ file: 'circles.csv', line: 4, field: 'genre', message: 'unknown genre 999 (not in genres.csv)' }]);
  });

  it('count a blank row as a spreadsheet does', () => {
    const files = edit(smallEventFiles(), 'circles.csv', (csv) => csv
      .replace('\n1002,', '\n,,,,,,,,,,,,,,,,,,,,,\n\n1002,')
      .replace('1003,903,Gamma Press,,Author 1003,,234', '1003,903,Gamma Press,,Author 1003,,999'));
    expect(problemsOf(files).listed).toEqual([{ file: 'circles.csv', line: 6, field: 'genre', message: 'unknown genre 999 (not in genres.csv)' }]);
  });
});

describe('one mistake, one problem', () => {
  it('a refused circle adds no problem for each of its works and links: they are counted as skipped with its row', () => {
    // Three bad addresses: circles 1001 (two works, one link), 1003 (one work) and 1004 (none).
    const files = edit(smallEventFiles(), 'circles.csv', (csv) => csv.split('\n').map((row) => (/^100[13],/.test(row) ? row.replace(/,,,2026-/, ',,not an address,2026-') : row.replace('https://delta.example', 'not an address'))).join('\n'));
    const problems = problemsOf(files);
    expect(problems.listed.map((problem) => `${problem.file}:${problem.line} ${problem.field}`)).toEqual(['circles.csv:2 x_url', 'circles.csv:4 x_url', 'circles.csv:5 website_url']);
    expect(problems.total).toBe(3);
    expect(problems.skippedNotes()).toEqual(['works.csv: 2 rows and links.csv: 1 row skipped with circles.csv line 2', 'works.csv: 1 row skipped with circles.csv line 4']);
  });

  it('a work of a circle that no row names is still a problem of its own', () => {
    const files = edit(smallEventFiles(), 'works.csv', (csv) => `${csv}4242,0,Stray,B5,,,0,0,\n`);
    expect(problemsOf(files).listed).toEqual([{ file: 'works.csv', line: 5, field: 'circle_id', message: 'circle 4242 is not in circles.csv' }]);
  });
});
