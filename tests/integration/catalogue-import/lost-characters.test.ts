import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventData } from '@/lib/catalogue-import/event-data';
import type { EventFiles } from '@/lib/catalogue-import/event-files';
import { CIRCLES_FILE } from '@/lib/catalogue-import/format';
import { importCatalogueFiles } from '@/lib/catalogue-import/import-files';
import { asExcelShiftJis } from '@/lib/catalogue-import/lost-characters';
import { lostCharactersText } from '@/lib/catalogue-import/lost-characters-text';
import { writeEventFiles } from '@/lib/catalogue-import/write-format';
import { folderOf, smallEventData, text } from '@/tests/support/catalogue-fixture';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-database';

// Issue 49 part 4: Excel's "CSV" save turns characters beyond Shift_JIS into `?`.

function catalogue(): EventData {
  const data = smallEventData();
  const set = (wcid: number, change: Partial<EventData['circles'][number]>) => Object.assign(data.circles.find((c) => c.wcid === wcid) as object, change);
  set(1001, { name: 'Alpha Works 🎨' });
  set(1002, { description: 'Beta ♡ books, and a 🐈' });
  set(1003, { author: '髙橋' }); // in Windows' Shift_JIS: kept
  set(1004, { name: 'Delta?' }); // a real question mark
  return data;
}

/** The files as Excel in Japan saves them: circles.csv in Shift_JIS (CP932), `?` for what it cannot hold, no byte-order mark. */
function savedByExcel(data: EventData): EventFiles {
  const files = new Map(writeEventFiles(data));
  files.set(CIRCLES_FILE, iconv.encode(text(files.get(CIRCLES_FILE)).replace(/^\uFEFF/u, ''), 'cp932'));
  return files;
}

describe('a Shift_JIS circles.csv that lost characters', () => {
  let database: TestDatabase;
  const run = async (files: EventFiles) => {
    const folder = await folderOf(files);
    try {
      return await importCatalogueFiles(database.url, folder.dir, { dryRun: true, currentEventCode: 'C999' });
    } finally {
      await folder.remove();
    }
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    const folder = await folderOf(writeEventFiles(catalogue()));
    try {
      await importCatalogueFiles(database.url, folder.dir, { dryRun: false, currentEventCode: 'C999' });
    } finally {
      await folder.remove();
    }
  }, 60_000);
  afterAll(async () => {
    await database.drop();
  });

  it('writes `?` as Excel does, for the characters Windows\' Shift_JIS has not', () => {
    expect(asExcelShiftJis('Alpha Works 🎨 ♡ 髙橋 ①')).toBe('Alpha Works ? ? 髙橋 ①');
    expect(iconv.decode(iconv.encode('Alpha Works 🎨 ♡ 髙橋 ①', 'cp932'), 'cp932')).toBe('Alpha Works ? ? 髙橋 ①');
  });

  it('names each circle and field where the file has `?` for characters the catalogue holds', async () => {
    const result = await run(savedByExcel(catalogue()));
    expect(result.lostCharacters.map(({ wcid, field, incoming }) => ({ wcid, field, incoming }))).toEqual([
      { wcid: 1001, field: 'name', incoming: 'Alpha Works ?' },
      { wcid: 1002, field: 'description', incoming: 'Beta ? books, and a ?' },
    ]);
  });

  it('says so in staff\'s language', async () => {
    const result = await run(savedByExcel(catalogue()));
    const [heading, first] = await lostCharactersText(result.lostCharacters, 'ja');
    expect(heading).toBe('Shift_JIS の circles.csv で文字が失われたサークル 2 件：');
    expect(first).toContain('サークル 1001「Alpha Works 🎨」のサークル名');
    expect((await lostCharactersText(result.lostCharacters, 'en'))[2]).toContain('Circle 1002 “Beta Books”, description');
    expect((await lostCharactersText(result.lostCharacters, 'zh'))[1]).toContain('社团 1001「Alpha Works 🎨」的社团名');
  });

  it('says nothing for the same text in UTF-8, or for a `?` the catalogue has too', async () => {
    expect((await run(writeEventFiles(catalogue()))).lostCharacters).toEqual([]);
    const renamed = catalogue();
    (renamed.circles[0] as { name: string }).name = 'Who? Works';
    expect((await run(savedByExcel(renamed))).lostCharacters.map((entry) => entry.wcid)).toEqual([1002]);
  });
});
