import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeSnapshotColumns, type CatalogueSnapshot } from '@/lib/offline-search/snapshot-format';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-database';
import { writeSmallEvent } from '@/tests/support/small-event';

// After a catalogue change the server builds again only the snapshot kinds asked for since their last
// build, one after another and the most asked first; a kind nobody asked for waits for its next ask.

describe('snapshot rebuilds after a catalogue change', () => {
  let database: TestDatabase;
  let holder: typeof import('@/lib/offline-search/server/snapshot-holder');
  let catalogueIndex: typeof import('@/lib/catalogue/catalogue-index-instance');

  beforeAll(async () => {
    database = await createTestDatabase();
    await writeSmallEvent(database.db);
    await database.db.circle.update({ where: { wcid: 103 }, data: { name: 'Adult Only Circle' } });
    // An English translation, so that the English reader's kind is a build of its own.
    const { textHash } = await import('@/lib/catalogue/text-hash');
    await database.db.circle.update({ where: { wcid: 101 }, data: { description: 'オリジナル百合本' } });
    await database.db.textTranslation.create({ data: { sourceHash: textHash('オリジナル百合本'), locale: 'en', text: 'An original yuri book' } });
    Object.assign(process.env, { DATABASE_URL: database.url, APP_ORIGIN: 'http://localhost:3000', AUTH_SECRET: 'snapshot-rebuilds-secret-snapshot-rebuilds', EVENT: 'C999', CATALOGUE_REFRESH_SECONDS: '0' });
    holder = await import('@/lib/offline-search/server/snapshot-holder');
    catalogueIndex = await import('@/lib/catalogue/catalogue-index-instance');
  });

  afterAll(async () => {
    const { db } = await import('@/lib/db');
    await db.$disconnect();
    await database.drop();
  });

  /** Renames a circle and waits until the index has seen it and the rebuilds it started are done. */
  async function change(wcid: number, name: string): Promise<number> {
    const before = (await catalogueIndex.getCatalogueIndex()).signature.hash;
    const startedAt = performance.now();
    await database.db.circle.update({ where: { wcid }, data: { name } });
    // The refresh runs in the background of a read, as a request starts it.
    for (let attempt = 0; attempt < 100 && (await catalogueIndex.getCatalogueIndex()).signature.hash === before; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await catalogueIndex.getCatalogueIndex()).signature.hash).not.toBe(before);
    await holder.snapshotRebuilds();
    return startedAt;
  }

  const buildsSince = (time: number) => holder.recentSnapshotBuilds().filter((build) => build.startedAt >= time);
  const namesIn = (json: Buffer) => decodeSnapshotColumns((JSON.parse(json.toString()) as CatalogueSnapshot).columns).map((row) => row.name);

  it('rebuilds the kinds asked for since, the most asked first and one at a time, and the others on their next ask', async () => {
    const general = { variant: 'general' } as const;
    const adult = { variant: 'adult' } as const;
    const adultEnglish = { variant: 'adult', language: 'en' } as const;
    // The asks that build each kind, then asks since: the adult kind twice, the general once, English none.
    await holder.currentSnapshot(general);
    await holder.currentSnapshot(adult);
    const englishBefore = await holder.currentSnapshot(adultEnglish);
    await holder.currentSnapshot(adult);
    await holder.currentSnapshot(general);
    await holder.currentSnapshot(adult);

    const changedAt = await change(104, 'General Circle, edited');
    const rebuilt = buildsSince(changedAt);
    expect(rebuilt.map(({ kind, cause }) => [kind, cause])).toEqual([
      ['adult:ja', 'change'],
      ['general:ja', 'change'],
    ]);
    const [first, second] = rebuilt;
    expect(second?.startedAt).toBeGreaterThanOrEqual(first?.servableAt ?? Infinity);

    // The rebuilt general kind holds the edit and still no adult circle.
    const generalNow = await holder.currentSnapshot(general);
    expect(namesIn(generalNow.json)).toContain('General Circle, edited');
    expect(namesIn(generalNow.json)).not.toContain('Adult Only Circle');

    // The English kind, not asked for since its build, is built when asked, with the edit.
    const askedAt = performance.now();
    const englishNow = await holder.currentSnapshot(adultEnglish);
    expect(englishNow.hash).not.toBe(englishBefore.hash);
    expect(namesIn(englishNow.json)).toContain('General Circle, edited');
    expect(buildsSince(askedAt).map(({ kind, cause }) => [kind, cause])).toEqual([['adult:en', 'asked']]);

    // Asked once since its rebuild, the general kind alone is built after the next change.
    await holder.currentSnapshot(general);
    const changedAgainAt = await change(104, 'General Circle, edited twice');
    expect(buildsSince(changedAgainAt).map(({ kind, cause }) => [kind, cause])).toEqual([['general:ja', 'change']]);
  });
});
