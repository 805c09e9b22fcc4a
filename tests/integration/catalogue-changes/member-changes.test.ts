import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMemberChanges, recordChangesSeen } from '@/lib/catalogue-changes/member-changes';
import type { EventData } from '@/lib/catalogue-import/event-data';
import { importCatalogueFiles } from '@/lib/catalogue-import/import-files';
import { writeEventFiles } from '@/lib/catalogue-import/write-format';
import { changeLines } from '@/lib/catalogue-changes/change-lines';
import { folderCutStore } from '@/lib/cut-images/folder-cut-store';
import { locales } from '@/lib/i18n/locales';
import { bytesOf, folderOf, smallEventCorrection, smallEventData, smallEventFiles } from '@/tests/support/catalogue-fixture';
import { samplePng } from '@/tests/support/cut-files';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import zh from '@/messages/zh.json';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-database';

// Issue 33, part 5: a member learns what the organiser's corrections changed under their favourites and
// plan since they last looked, from the import's own records.

describe("a member's favourites and plan told what the catalogue's imports changed", () => {
  let database: TestDatabase;
  let member: string;
  const idOf = new Map<number, number>();
  const run = async (data: EventData) => {
    const folder = await folderOf(writeEventFiles(data));
    try {
      return await importCatalogueFiles(database.url, folder.dir, { dryRun: false, currentEventCode: 'C999' });
    } finally {
      await folder.remove();
    }
  };
  const changesOf = async (userId: string) =>
    Object.fromEntries((await findMemberChanges(database.db, userId, 'C999')).map((circle) => [circle.name, circle.summary]));

  beforeAll(async () => {
    database = await createTestDatabase();
    await run(smallEventData());
    for (const circle of await database.db.circle.findMany({ select: { id: true, wcid: true } })) idOf.set(circle.wcid, circle.id);
    member = (await database.db.user.create({ data: { email: 'member@example.com' } })).id;
    await database.db.favorite.createMany({ data: [1001, 1002, 1004].map((wcid) => ({ userId: member, circleId: idOf.get(wcid) as number, color: 1 })) });
    await database.db.planStop.create({ data: { userId: member, circleId: idOf.get(1003) as number } });
  }, 120_000);
  afterAll(async () => {
    await database.drop();
  });

  it('tells nothing before any correction: the first load of an event is no change', async () => {
    expect(await changesOf(member)).toEqual({});
  });

  it('marks each favourite and plan circle a correction changed, with what changed', async () => {
    await run(smallEventCorrection());
    expect(await changesOf(member)).toEqual({
      'Alpha Works': { moved: null, withdrawn: false, returned: false, worksChanged: true, newMenu: false, fields: [] },
      'Beta Books': { moved: null, withdrawn: true, returned: false, worksChanged: false, newMenu: false, fields: [] },
      'Gamma Press': { moved: null, withdrawn: false, returned: false, worksChanged: false, newMenu: false, fields: ['cashless'] },
      'Delta Drawings': { moved: { from: ['2 東ア-01a'], to: ['2 東イ-02a'] }, withdrawn: false, returned: false, worksChanged: false, newMenu: false, fields: [] },
    });
  });

  it('tells a member who saved a circle after its change nothing about it', async () => {
    const late = (await database.db.user.create({ data: { email: 'late@example.com' } })).id;
    await database.db.favorite.create({ data: { userId: late, circleId: idOf.get(1004) as number, color: 2 } });
    expect(await changesOf(late)).toEqual({});
  });

  it('drops the marks once the member marks them seen, and marks the next correction only', async () => {
    await recordChangesSeen(database.db, member, 'C999');
    expect(await changesOf(member)).toEqual({});
    await run(smallEventData());
    const next = await changesOf(member);
    expect(Object.keys(next).sort()).toEqual(['Alpha Works', 'Beta Books', 'Delta Drawings', 'Gamma Press']);
    expect(next['Beta Books']).toMatchObject({ withdrawn: false, returned: true });
    expect(next['Delta Drawings']?.moved).toEqual({ from: ['2 東イ-02a'], to: ['2 東ア-01a'] });
  });

  it("keeps another member's seen time apart", async () => {
    const other = (await database.db.user.create({ data: { email: 'other@example.com' } })).id;
    expect(await changesOf(other)).toEqual({});
    await recordChangesSeen(database.db, other, 'C999');
    expect(Object.keys(await changesOf(member))).toHaveLength(4);
  });

  it('says "new menu", in each language, when an import adds or replaces a saved circle\'s menu, and nothing for a corrected alt text', async () => {
    const store = await folderOf(new Map());
    const withMenu = async (alt: string, picture: Uint8Array) => {
      const files = new Map(smallEventFiles()).set('images.csv', bytesOf(['owner,kind,position,file,adult,alt_ja,alt_en,alt_zh', `1001,menu,0,menu.png,0,,${alt},`].join('\n'))).set('images/menu.png', picture);
      const folder = await folderOf(files);
      try {
        await importCatalogueFiles(database.url, folder.dir, { dryRun: false, currentEventCode: 'C999', cutStore: folderCutStore(store.dir) });
      } finally {
        await folder.remove();
      }
    };
    const newMenu = { moved: null, withdrawn: false, returned: false, worksChanged: false, newMenu: true, fields: [] };
    try {
      await recordChangesSeen(database.db, member, 'C999');
      const first = await samplePng(400, 600);
      await withMenu('Menu', first);
      const added = await changesOf(member);
      expect(added).toEqual({ 'Alpha Works': newMenu });
      const messages = { en, ja, zh };
      for (const locale of locales) {
        const said = messages[locale].CatalogueChanges.newMenu;
        const texts = { moved: () => '', withdrawn: '', returned: '', works: '', newMenu: said, details: () => '', day: () => '', field: () => '' };
        expect(changeLines(locale, texts, added['Alpha Works']!), locale).toEqual([said]);
      }
      expect(new Set([en, ja, zh].map((m) => m.CatalogueChanges.newMenu)).size).toBe(3);

      await recordChangesSeen(database.db, member, 'C999');
      await withMenu('Menu corrected', first);
      expect(await changesOf(member)).toEqual({});
      await withMenu('Menu corrected', await samplePng(500, 700));
      expect(await changesOf(member)).toEqual({ 'Alpha Works': newMenu });
    } finally {
      await store.remove();
    }
  });
});
