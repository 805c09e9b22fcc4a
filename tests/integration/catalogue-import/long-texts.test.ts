import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventData } from '@/lib/catalogue-import/event-data';
import { writeEventFiles } from '@/lib/catalogue-import/write-format';
import { smallEventData } from '@/tests/support/catalogue-fixture';
import { importEventFiles } from '@/tests/support/import-event-files';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-database';

// A re-import compares descriptions, supplements and works' details with the database's digests of them
// (read-current.ts, for memory): a change in any of them is still found, and none is found where none is.

describe('long texts compared by digest', () => {
  let database: TestDatabase;
  const run = (data: EventData) => importEventFiles(database.url, writeEventFiles(data));
  const withTexts = (description: string, supplement: string, detail: string) => {
    const data = smallEventData();
    Object.assign(data.circles[0] as object, { description, supplementComment: supplement });
    Object.assign(data.works[1] as object, { detail });
    return data;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    await run(withTexts('新刊あります 🎨'.repeat(300), '', 'reprint'));
  }, 60_000);
  afterAll(async () => {
    await database.drop();
  });

  it('finds no change in the same texts', async () => {
    expect((await run(withTexts('新刊あります 🎨'.repeat(300), '', 'reprint'))).summary.total).toBe(0);
  });

  it('finds a changed description, supplement and work detail, and writes them', async () => {
    const result = await run(withTexts(`${'新刊あります 🎨'.repeat(300)}!`, 'B5 only', 'second printing'));
    expect(result.summary.circles.fields).toEqual({ description: 1, supplementComment: 1 });
    expect(result.summary.works.changed).toBe(1);
    const circle = await database.db.circle.findFirstOrThrow({ where: { wcid: 1001 }, select: { description: true, supplementComment: true } });
    expect(circle.description.endsWith('🎨!')).toBe(true);
    expect(circle.supplementComment).toBe('B5 only');
    expect((await database.db.work.findFirstOrThrow({ where: { circle: { wcid: 1001 }, sortOrder: 1 }, select: { detail: true } })).detail).toBe('second printing');
  });
});
