import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FANDOMS_FILE } from '@/lib/catalogue-import/fandoms-file';
import { writeEventFiles } from '@/lib/catalogue-import/write-format';
import { loadFacets } from '@/lib/catalogue/facets';
import { smallEventData } from '@/tests/support/catalogue-fixture';
import { importEventFiles } from '@/tests/support/import-event-files';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-database';

// fandoms.csv through the importer into the database, and from there into what the index is built from.
describe('importing fandoms.csv', () => {
  let database: TestDatabase;
  const run = async (fandoms: string | null) => {
    const data = smallEventData();
    const files = writeEventFiles(data);
    if (fandoms !== null) files.set(FANDOMS_FILE, new TextEncoder().encode(fandoms));
    return importEventFiles(database.url, files);
  };

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it('keeps the fandoms of the last delivery, and none when it has no fandoms.csv', async () => {
    const code = smallEventData().genres[0]?.code ?? 0;
    await run(`fandom,genre,aliases\nMoonlit,${code},月夜|tsukiyo\nOriginal yuri,,百合\n`);
    const event = await database.db.event.findUniqueOrThrow({ where: { code: 'C999' }, select: { id: true } });
    expect((await loadFacets(database.db, event.id)).fandoms).toEqual([
      { name: 'Moonlit', genreCode: code, aliases: ['月夜', 'tsukiyo'] },
      { name: 'Original yuri', genreCode: null, aliases: ['百合'] },
    ]);
    await run(null);
    expect((await loadFacets(database.db, event.id)).fandoms).toEqual([]);
  });
});
