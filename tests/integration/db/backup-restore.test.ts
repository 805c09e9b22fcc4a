import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createCatalogueIndexHolder } from '@/lib/catalogue/catalogue-index';
import { createPrismaClient, type PrismaClient } from '@/lib/db/client';
import { demoAccounts } from '@/lib/demo-data/demo-accounts';
import { searchIndex, type SearchQuery } from '@/lib/search';
import { backupDatabase, restoreDatabase } from '@/scripts/support/db-backup';
import { createDemoTestDatabase, type TestDatabase } from '@/tests/helpers/test-database';

// `npm run db:backup` and `npm run db:restore` on the test server (the embedded PostgreSQL 18): a seeded
// catalogue with members' favourites and memos, backed up, restored into an empty database and over a
// bad import, compared row by row and by what search finds.
let source: TestDatabase;
let folder: string;
let emptyUrl: string;
let restored: PrismaClient;
const backupFile = () => path.join(folder, 'catalogue.dump');

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('postgresAdminUrl') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Every table of the schema: its row count and a hash of all its rows in one order. */
async function fingerprint(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`);
    const result: Record<string, string> = {};
    for (const { name } of tables) {
      const { rows } = await client.query<{ count: string; hash: string }>(`SELECT count(*) AS count, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS hash FROM "${name}" t`);
      result[name] = `${rows[0]?.count}:${rows[0]?.hash}`;
    }
    return result;
  } finally {
    await client.end();
  }
}

const queries: SearchQuery[] = ['東方', 'とうほう', 'touhou', 'マリ', 'sakura', 'a', ''].map((keyword) => ({ keyword, sort: 'score', threshold: 0, offset: 0, limit: 200 }));

async function searchResults(client: PrismaClient) {
  const { index } = await createCatalogueIndexHolder({ client, eventCode: 'C999', refreshIntervalMs: 3_600_000 }).get();
  return queries.map((query) => searchIndex(index, query).hits.map((hit) => [hit.id, hit.score.toFixed(6)]));
}

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'catalogue-backup-'));
  source = await createDemoTestDatabase();
  // Members' own data: favourites in several colours with memos, one in Japanese.
  const member = await source.db.user.findUniqueOrThrow({ where: { email: demoAccounts[0]!.email } });
  const circles = await source.db.circle.findMany({ where: { lotteryStatus: 'SELECTED' }, select: { id: true }, take: 30, orderBy: { id: 'asc' } });
  await source.db.favorite.createMany({ data: circles.map((circle, index) => ({ userId: member.id, circleId: circle.id, color: (index % 18) + 1, memo: index % 2 ? `memo ${index}` : `新刊を${index}冊` })) });
  const empty = `restore_${randomUUID().replaceAll('-', '')}`;
  await admin(`CREATE DATABASE "${empty}"`);
  const url = new URL(inject('postgresAdminUrl'));
  url.pathname = `/${empty}`;
  emptyUrl = url.toString();
  restored = createPrismaClient(emptyUrl, 2);
}, 300_000);

afterAll(async () => {
  await restored?.$disconnect();
  if (emptyUrl) await admin(`DROP DATABASE IF EXISTS "${new URL(emptyUrl).pathname.slice(1)}" WITH (FORCE)`);
  await source?.drop();
  rmSync(folder, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('restores a backup into an empty database with every row and the same search results', async () => {
    const backup = await backupDatabase({ url: source.url, file: backupFile(), cacheDir: folder });
    expect(statSync(backupFile()).size).toBe(backup.bytes);
    expect(backup.bytes).toBeGreaterThan(100_000);
    await restoreDatabase({ url: emptyUrl, file: backupFile(), cacheDir: folder });

    const before = await fingerprint(source.url);
    expect(Object.keys(before)).toEqual(expect.arrayContaining(['Circle', 'Favorite', 'User', '_prisma_migrations']));
    expect(Number(before.Favorite?.split(':')[0])).toBeGreaterThanOrEqual(30);
    expect(await fingerprint(emptyUrl)).toEqual(before);
    const found = await searchResults(source.db);
    expect(found.flat().length).toBeGreaterThan(100);
    expect(await searchResults(restored)).toEqual(found);
    // The sequences came back too: a new row gets a fresh id.
    const [added] = await restored.$queryRaw<{ id: number; highest: number }[]>`
      INSERT INTO "Genre" ("eventId", "code", "nameEn", "nameJa", "nameZh") SELECT e.id, (SELECT max("code") + 1 FROM "Genre"), 'x', 'x', 'x' FROM "Event" e LIMIT 1
      RETURNING id, (SELECT max(id) FROM "Genre") AS highest`;
    expect(added!.id).toBeGreaterThan(added!.highest);
  }, 300_000);

  it('puts the catalogue back over a bad import, and changes nothing when the file is not a backup', async () => {
    const good = await fingerprint(source.url);
    // A bad import: every circle renamed and the members' memos gone.
    await source.db.$executeRaw`UPDATE "Circle" SET "name" = 'broken'`;
    await source.db.$executeRaw`UPDATE "Favorite" SET "memo" = ''`;
    const bad = await fingerprint(source.url);
    await expect(restoreDatabase({ url: source.url, file: path.join(folder, 'missing.dump'), cacheDir: folder })).rejects.toThrow();
    await expect(restoreDatabase({ url: source.url, file: path.resolve(import.meta.dirname, 'backup-restore.test.ts'), cacheDir: folder })).rejects.toThrow(/pg_restore/);
    expect(await fingerprint(source.url)).toEqual(bad);

    await restoreDatabase({ url: source.url, file: backupFile(), cacheDir: folder });
    expect(await fingerprint(source.url)).toEqual(good);
  }, 300_000);
});
