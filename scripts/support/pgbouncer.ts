import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';

export type PoolerSettings = {
  /** Where PgBouncer listens (on 127.0.0.1). */
  port: number;
  /** The PostgreSQL it pools, and the database the instances use there. */
  serverUrl: string;
  /** PostgreSQL's statement and lock timeout on every server connection (the app's DATABASE_STATEMENT_TIMEOUT_MS). */
  statementTimeoutMs: number;
  /** Server connections PgBouncer keeps for all instances together. */
  serverConnections: number;
  /** A folder for the configuration and its user list. */
  runDir: string;
};

export function pgbouncerBinary(): string {
  const found = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer', '/usr/local/bin/pgbouncer'].find((file) => existsSync(file));
  if (!found) throw new Error('PgBouncer is not installed: `apt-get install pgbouncer` (Debian) or your system\'s package.');
  return found;
}

const quoted = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * PgBouncer's configuration for the instances: transaction pooling (a server connection is lent for one
 * transaction), the server's timeouts set on each server connection it opens (the pg driver's own
 * startup parameters for them are not passed through a pooler), and the clients' password checked against
 * the same user and password as the server's.
 */
export function renderPgbouncerConfig(settings: PoolerSettings): { ini: string; users: string } {
  const server = new URL(settings.serverUrl);
  const user = decodeURIComponent(server.username);
  const password = decodeURIComponent(server.password);
  const database = decodeURIComponent(server.pathname.slice(1));
  const timeouts = `SET statement_timeout = ${settings.statementTimeoutMs}; SET lock_timeout = ${settings.statementTimeoutMs}`;
  const ini = [
    '[databases]',
    `${database} = host=${server.hostname} port=${server.port || 5432} dbname=${database} user=${user} password=${password} connect_query=${quoted(timeouts)}`,
    '',
    '[pgbouncer]',
    'listen_addr = 127.0.0.1',
    `listen_port = ${settings.port}`,
    'unix_socket_dir =',
    'auth_type = scram-sha-256',
    `auth_file = ${path.join(settings.runDir, 'users.txt')}`,
    'pool_mode = transaction',
    'max_client_conn = 2000',
    `default_pool_size = ${settings.serverConnections}`,
    'reserve_pool_size = 5',
    // The pg driver sends these at connection start; the server connections already have them
    // (connect_query above), and PgBouncer refuses a connection with a parameter it does not know.
    'ignore_startup_parameters = statement_timeout,lock_timeout,extra_float_digits,options',
    // A query waits for a server connection no longer than the app waits for a statement: past it the
    // request says "busy, try again" instead of hanging in PgBouncer's queue while PostgreSQL is away.
    `query_wait_timeout = ${Math.ceil(settings.statementTimeoutMs / 1000)}`,
    // A server connection that went away (PostgreSQL restarted) is replaced at the next use.
    'server_check_delay = 0',
    'server_login_retry = 1',
    'log_connections = 0',
    'log_disconnections = 0',
    'log_stats = 0',
    '',
  ].join('\n');
  return { ini, users: `"${user}" "${password}"\n` };
}

/**
 * Starts PgBouncer in the foreground with its configuration in runDir. As root it drops to the
 * `postgres` system user (the one the embedded PostgreSQL runs as), as PgBouncer will not run as root.
 */
export function startPgbouncer(settings: PoolerSettings): ChildProcess {
  mkdirSync(settings.runDir, { recursive: true, mode: 0o755 });
  const { ini, users } = renderPgbouncerConfig(settings);
  const asRoot = userInfo().uid === 0;
  const configFile = path.join(settings.runDir, 'pgbouncer.ini');
  writeFileSync(configFile, asRoot ? `${ini.replace('[pgbouncer]\n', '[pgbouncer]\nuser = postgres\n')}` : ini, { mode: 0o600 });
  writeFileSync(path.join(settings.runDir, 'users.txt'), users, { mode: 0o600 });
  if (asRoot) {
    const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    if (ids.status !== 0) throw new Error('PgBouncer will not run as root, and there is no `postgres` user to run it as.');
    for (const file of [configFile, path.join(settings.runDir, 'users.txt')]) chownSync(file, Number(ids.stdout), Number(gid.stdout));
    chmodSync(settings.runDir, 0o755);
  }
  return spawn(pgbouncerBinary(), [configFile], { stdio: ['ignore', 'ignore', 'inherit'] });
}
