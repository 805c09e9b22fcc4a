import { describe, expect, it } from 'vitest';
import type { EventFiles } from '@/lib/catalogue-import/event-files';
import { circleColumns, exhibitorColumns, genreColumns, linkColumns, workColumns } from '@/lib/catalogue-import/format';
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

describe('messages that say what is wrong with the value', () => {
  it('say what the cell must be and what it holds, never a bare "Invalid input"', () => {
    let files = edit(smallEventFiles(), 'works.csv', (csv) => csv.replace('1001,0,First Book,B5,24,500,1,0,', '1001,0,First Book,B5,24p,500,maybe,0,'));
    files = edit(files, 'links.csv', (csv) => csv.replace('mail_order,Shop,https://shop.example/alpha', 'shop,Shop,ftp://shop.example/alpha'));
    expect(problemsOf(files).listed).toEqual([
      { file: 'works.csv', line: 2, field: 'pages', message: 'must be a whole number from 0 to 100000 (or empty), not "24p"' },
      { file: 'works.csv', line: 2, field: 'new', message: 'must be one of 0, 1, true, false, yes, no (or empty), not "maybe"' },
      // An unknown kind is the one problem of its row: what the address must be depends on the kind.
      { file: 'links.csv', line: 2, field: 'kind', message: expect.stringMatching(/^must be one of mail_order, ebook, .*, not "shop"$/) },
    ]);
  });

  it('never hand zod\'s own wording to staff, whatever a cell of any file holds', () => {
    const tables = { 'genres.csv': genreColumns, 'circles.csv': circleColumns, 'works.csv': workColumns, 'links.csv': linkColumns, 'exhibitors.csv': exhibitorColumns };
    const messages = new Set<string>();
    for (const [file, columns] of Object.entries(tables)) {
      for (const value of ['x', '-1', '99999999999', 'ｘ'.repeat(6000)]) {
        const files = edit(smallEventFiles(), file, (csv) => {
          const [header = '', first = '', ...rest] = csv.split('\n');
          // Every cell of the header the file was written with (optional columns no row uses are left out).
          expect(header.split(',').every((name) => (columns as readonly string[]).includes(name))).toBe(true);
          return [header, header.split(',').map(() => value).join(','), first, ...rest].join('\n');
        });
        for (const problem of problemsOf(files).listed) messages.add(problem.message);
      }
    }
    expect(messages.size).toBeGreaterThan(20);
    expect([...messages].filter((message) => /^(Invalid|Too (big|small))/.test(message))).toEqual([]);
  });

  it('say how long a cell is when it is too long, without repeating it', () => {
    const files = edit(smallEventFiles(), 'genres.csv', (csv) => csv.replace('Touhou Project', 'T'.repeat(250)));
    const problems = problemsOf(files);
    expect(problems.listed).toEqual([{ file: 'genres.csv', line: 2, field: 'name_en', message: 'has 250 characters; at most 200' }]);
    // The genre's circles, and their works and links, hang on that one row.
    expect(problems.skippedNotes()).toEqual([
      'circles.csv: 4 rows skipped with genres.csv line 2',
      'works.csv: 2 rows and links.csv: 1 row skipped with circles.csv line 2',
      'works.csv: 1 row skipped with circles.csv line 4',
    ]);
  });

  it('ignore the empty columns Excel leaves after a trailing comma', () => {
    const files = edit(smallEventFiles(), 'genres.csv', (csv) => csv.split('\n').map((row) => (row === '' ? row : `${row},,`)).join('\n'));
    expect(problemsOf(files).listed).toEqual([]);
  });

  it('refuse text under a column with no name, which would otherwise be lost', () => {
    const files = edit(smallEventFiles(), 'genres.csv', (csv) => csv.split('\n').map((row, index) => (row === '' ? row : `${row},${index === 2 ? 'stray' : ''}`)).join('\n'));
    expect(problemsOf(files).listed).toEqual([{ file: 'genres.csv', line: 3, field: 'column 5', message: 'holds "stray" under a column with no name in the header' }]);
  });
});
