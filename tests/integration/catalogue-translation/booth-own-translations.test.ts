import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventData } from '@/lib/catalogue-import/event-data';
import { importCatalogueFiles } from '@/lib/catalogue-import/import-files';
import { writeEventFiles } from '@/lib/catalogue-import/write-format';
import { deliveryPending } from '@/lib/catalogue-translation/delivery-texts';
import { countPending } from '@/lib/catalogue-translation/translate-catalogue';
import { folderOf, smallEventData } from '@/tests/support/catalogue-fixture';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-database';

// A corporate booth's own translations in exhibitors.csv (decision 042): written by the import, removed by a
// delivery that leaves them out, and not asked of DeepL in the languages the exhibitor gave.

const OWN = { overviewEn: 'New games, in our own English', overviewZh: '', productInfoEn: '', productInfoZh: '' };

function boothEvent(own: typeof OWN | undefined): EventData {
  const data = smallEventData();
  Object.assign(data.exhibitors[0] as object, { overview: 'ゲームの新作を展示します', productInfo: 'Posters', own });
  Object.assign(data.exhibitors[1] as object, { overview: '画集を販売します', productInfo: 'Art books' });
  return data;
}

describe('a booth’s own translations', () => {
  let database: TestDatabase;
  let client: pg.Client;
  let eventId: number;
  const importData = async (data: EventData) => {
    const folder = await folderOf(writeEventFiles(data));
    try {
      return await importCatalogueFiles(database.url, folder.dir, { dryRun: false, currentEventCode: 'C999' });
    } finally {
      await folder.remove();
    }
  };
  const booth = () => database.db.exhibitor.findFirstOrThrow({ where: { boothNumber: 1 }, select: { overviewEn: true, overviewZh: true, productInfoEn: true, productInfoZh: true, updatedAt: true } });

  beforeAll(async () => {
    database = await createTestDatabase();
    eventId = (await importData(boothEvent(OWN))).eventId as number;
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
  });
  afterAll(async () => {
    await client.end();
    await database.drop();
  });

  it('keeps them from the files and asks DeepL only for the languages the exhibitor did not give', async () => {
    expect(await booth()).toMatchObject(OWN);
    const [en, zh] = await countPending(client, eventId);
    // English: the other booth's overview only; Chinese: both overviews. The English products need none.
    expect(en).toMatchObject({ locale: 'en', pending: 1, pendingCharacters: [...'画集を販売します'].length });
    expect(zh).toMatchObject({ locale: 'zh', pending: 2 });
    expect(await deliveryPending(client, boothEvent(OWN))).toEqual([en, zh]);
  });

  it('removes them when a later delivery leaves them out, and the booth is edited then', async () => {
    const before = await booth();
    await importData(boothEvent(undefined));
    const after = await booth();
    expect(after).toMatchObject({ overviewEn: '', overviewZh: '', productInfoEn: '', productInfoZh: '' });
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    const [en] = await countPending(client, eventId);
    expect(en).toMatchObject({ pending: 2 });
  });
});
