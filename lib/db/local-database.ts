import path from 'node:path';
import { databaseUrls } from '@/lib/config/database';
import { localStateSettings } from '@/lib/config/local-state';
import { startEmbeddedPostgres, type EmbeddedCluster } from '@/lib/db/embedded-postgres';
import { localDataDir } from '@/lib/db/local-data-dir';

export type LocalDatabase = {
  url: string;
  /** True when this process started PostgreSQL itself (and must stop it). */
  embedded: boolean;
  stop(): Promise<void>;
};


/**
 * The database the scripts work on: DATABASE_URL when set (production, or a developer's own server),
 * otherwise an embedded PostgreSQL with its data in `postgres/` of the local data folder.
 */
export async function openLocalDatabase(log: (message: string) => void = () => {}): Promise<LocalDatabase> {
  const configured = databaseUrls().url;
  if (configured) return { url: configured, embedded: false, stop: async () => {} };

  const cluster: EmbeddedCluster = await startEmbeddedPostgres({
    dataDir: path.join(localDataDir(), 'postgres'),
    port: localStateSettings().embeddedPostgresPort,
    log,
  });
  const name = 'catalogue';
  if (!(await cluster.databaseExists(name))) await cluster.createDatabase(name);
  return { url: cluster.urlFor(name), embedded: true, stop: () => cluster.stop() };
}
