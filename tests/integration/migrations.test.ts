import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations } from '@/lib/db/migrations';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-database';

describe('migrations', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it('records every migration folder in _prisma_migrations and applies nothing twice', async () => {
    const rows = await database.db.$queryRaw<{ migration_name: string; finished_at: Date | null }[]>`
      SELECT migration_name, finished_at FROM _prisma_migrations ORDER BY migration_name`;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.finished_at !== null)).toBe(true);
    expect(await applyMigrations(database.url)).toEqual([]);
  });

  it('creates the tables the product uses', async () => {
    await database.db.event.create({
      data: { code: 'T1', nameEn: 'Test', nameJa: 'テスト', nameZh: '测试', planValidUntil: new Date(), monthlyPriceYen: 2000, campaignPriceYen: 1000 },
    });
    expect(await database.db.event.count()).toBe(1);
  });
});
