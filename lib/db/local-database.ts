import path from 'node:path';
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
  const configured = process.env.DATABASE_URL;
  if (configured) return { url: configured, embedded: false, stop: async () => {} };

  const port = Number(process.env.EMBEDDED_POSTGRES_PORT ?? 54329);
  const cluster: EmbeddedCluster = await startEmbeddedPostgres({
    dataDir: path.join(localDataDir(), 'postgres'),
    port,
    log,
  });
  const name = 'catalogue';
  if (!(await cluster.databaseExists(name))) await cluster.createDatabase(name);
  return { url: cluster.urlFor(name), embedded: true, stop: () => cluster.stop() };
}
