import { spawn } from 'node:child_process';
import { renameSync, rmSync, statSync } from 'node:fs';
import pg from 'pg';
import { findPgTool } from './pg-tools';

/** The server's major version (180004 → 18), which decides the client programs that can talk to it. */
export async function serverMajorVersion(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version_num: string }>('SHOW server_version_num');
    return Math.floor(Number(rows[0]?.server_version_num) / 10_000);
  } finally {
    await client.end();
  }
}

/** The connection string without its password, which goes in PGPASSWORD instead: argv is visible to `ps`. */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: { ...process.env, ...(password && { PGPASSWORD: password }) } };
}

function run(file: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { env, stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${file} failed (exit ${code}):\n${stderr.trim()}`))));
  });
}

export type BackupOptions = { url: string; file: string; cacheDir: string };

/**
 * pg_dump in its custom format (compressed, restorable table by table) of the whole database: schema,
 * the migration history, the catalogue and every member's rows. Written beside the target and renamed
 * when complete, so a failed dump never leaves a file that looks like a backup.
 */
export async function backupDatabase({ url, file, cacheDir }: BackupOptions): Promise<{ bytes: number; tool: string }> {
  const tool = findPgTool('pg_dump', await serverMajorVersion(url), cacheDir);
  const { dbname, env } = connection(url);
  const partial = `${file}.partial`;
  try {
    await run(tool, ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, `--dbname=${dbname}`], env);
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  return { bytes: statSync(file).size, tool };
}

/**
 * pg_restore of such a file into the database at `url`, replacing what is there (`--clean`), in one
 * transaction: a restore that fails half way leaves the database as it was.
 */
export async function restoreDatabase({ url, file, cacheDir }: BackupOptions): Promise<{ tool: string }> {
  statSync(file);
  const tool = findPgTool('pg_restore', await serverMajorVersion(url), cacheDir);
  const { dbname, env } = connection(url);
  await run(tool, ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${dbname}`, file], env);
  return { tool };
}
