import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';

// The demo event seeded once per `npm test` (decision 037): the runner seeds it into a PostgreSQL data
// folder of its own (tests/setup/make-seeded-postgres.ts) and stops it; the integration tests, the
// cluster test and the end-to-end server each start their PostgreSQL on a copy of that folder instead of
// seeding again (about eight seconds of one core each). Run on their own (`npx vitest`, `npx playwright
// test`), they find no folder named and seed as they always did.

/** The environment variable by which the runner names the seeded folder to the steps after it. */
export const SEEDED_POSTGRES_ENV = 'TEST_SEEDED_POSTGRES_DIR';
/** The database in the folder, as `npm start` names its own. */
export const SEEDED_DATABASE = 'catalogue';
/** The generator's seed of the copy, the same everywhere the tests read the demo event. */
export const SEEDED_DEMO_SEED = 1;

/**
 * Copies the runner's seeded folder to `dataDir` (which must not exist yet) and says whether it did:
 * false when no folder is named, and the caller seeds for itself. `cp -a` keeps the files' owner, which
 * PostgreSQL checks: as root, its files belong to the `postgres` user it runs as.
 */
export function copySeededPostgres(dataDir: string): boolean {
  const source = process.env[SEEDED_POSTGRES_ENV];
  if (!source) return false;
  if (!existsSync(path.join(source, 'PG_VERSION'))) throw new Error(`${SEEDED_POSTGRES_ENV} names ${source}, which holds no PostgreSQL data folder.`);
  if (existsSync(dataDir)) throw new Error(`Cannot copy the seeded database to ${dataDir}: it exists already.`);
  mkdirSync(path.dirname(dataDir), { recursive: true, mode: 0o755 });
  const copy = spawnSync('cp', ['-a', source, dataDir], { encoding: 'utf8' });
  if (copy.status !== 0) throw new Error(`Copying the seeded database failed: ${copy.stderr || copy.error?.message}`);
  return true;
}
