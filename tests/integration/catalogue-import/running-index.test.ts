import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogueIndexHolder } from '@/lib/catalogue/catalogue-index';
import type { EventData } from '@/lib/catalogue-import/event-data';
import { writeEventFiles } from '@/lib/catalogue-import/write-format';
import { searchIndex } from '@/lib/search';
import { smallEventData } from '@/tests/support/catalogue-fixture';
import { importEventFiles } from '@/tests/support/import-event-files';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-database';

describe('a running server after a catalogue import', () => {
  let database: TestDatabase;
  const run = (data: EventData) => importEventFiles(database.url, writeEventFiles(data));

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it("picks up a correction on its next check: a renamed circle is found by its new name, a withdrawn one is gone", async () => {
    await run(smallEventData());
    // The index checks the database at most this often (CATALOGUE_REFRESH_SECONDS); refresh() is that check.
    const holder = createCatalogueIndexHolder({ client: database.db, eventCode: 'C999', refreshIntervalMs: 3_600_000 });
    const find = async (keyword: string) => searchIndex((await holder.get()).index, { keyword, sort: 'score', threshold: 0.5, offset: 0, limit: 10, isBooth: false }).total;
    expect(await find('Gamma Press')).toBe(1);
    expect(await find('Beta Books')).toBe(1);

    const data = smallEventData();
    (data.circles[2] as { name: string }).name = 'Omega Press';
    const withdrawn = 1;
    data.placements = data.placements.filter((p) => p.circleIndex !== withdrawn).map((p) => ({ ...p, circleIndex: p.circleIndex > withdrawn ? p.circleIndex - 1 : p.circleIndex }));
    data.works = data.works.map((w) => ({ ...w, circleIndex: w.circleIndex > withdrawn ? w.circleIndex - 1 : w.circleIndex }));
    data.shopLinks = data.shopLinks.map((l) => ({ ...l, circleIndex: l.circleIndex > withdrawn ? l.circleIndex - 1 : l.circleIndex }));
    data.circles.splice(withdrawn, 1);
    await run(data);

    expect(await holder.refresh()).not.toBe('unchanged');
    expect(await find('Omega Press')).toBe(1);
    expect(await find('Beta Books')).toBe(0);
  });
});
