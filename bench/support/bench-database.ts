import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '@/lib/db/embedded-postgres';
import { openLocalDatabase } from '@/lib/db/local-database';
import { applyMigrations } from '@/lib/db/migrations';
import { hasDemoEvent, seedDemoEvent } from '@/lib/demo-data/seed-demo-event';

export type BenchDatabase = { url: string; description: string; close(): Promise<void> };

const log = (message: string) => console.log(message);

/**
 * The database a benchmark runs on. Scale 1: DATABASE_URL, or the embedded database `npm start` uses
 * (migrated and seeded if it is new). Any other scale, or `fresh`: a temporary embedded cluster of its
 * own, seeded at that scale and deleted afterwards, so a 3x event never lands in anyone's data.
 */
export async function openBenchDatabase(options: { scale: number; fresh?: boolean; port?: number }): Promise<BenchDatabase> {
  if (options.scale === 1 && !options.fresh) {
    const local = await openLocalDatabase();
    await applyMigrations(local.url);
    if (!(await hasDemoEvent(local.url))) {
      log('Seeding the demo event...');
      await seedDemoEvent(local.url, { seed: 1, scale: 1 });
    }
    return { url: local.url, description: local.embedded ? 'embedded (local data folder)' : 'DATABASE_URL', close: local.stop };
  }

  const folder = await mkdtemp(path.join(tmpdir(), 'catalogue-bench-'));
  // The cluster runs as its own system user, which must reach the data folder.
  await chmod(folder, 0o755);
  const port = options.port ?? 56000 + Math.floor(Math.random() * 3000);
  const cluster = await startEmbeddedPostgres({ dataDir: path.join(folder, 'data'), port });
  const close = async () => {
    await cluster.stop();
    await rm(folder, { recursive: true, force: true });
  };
  try {
    await cluster.createDatabase('catalogue');
    const url = cluster.urlFor('catalogue');
    await applyMigrations(url);
    log(`Seeding a ${options.scale}x demo event into a temporary cluster...`);
    const seeded = await seedDemoEvent(url, { seed: 1, scale: options.scale });
    log(`Seeded ${seeded.circles} circles, ${seeded.works} works in ${(seeded.ms / 1000).toFixed(1)} s.`);
    return { url, description: `temporary embedded cluster, scale ${options.scale}`, close };
  } catch (error) {
    await close();
    throw error;
  }
}
