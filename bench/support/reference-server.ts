import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startNextServer, type AppServer } from './app-server';

// The yardstick of bench:http: bench/reference-page, a bare Next.js page of fifty rows with a client
// component in each and no sign-in, database or translations. What it reaches on a machine bounds what
// any list page of this stack can reach there.

const root = path.resolve(import.meta.dirname, '..', '..');
const source = path.join(root, 'bench', 'reference-page');
const skipped = new Set(['.next', 'node_modules']);

/** The page's files and the Next.js version: a build is reused while neither changes. */
function referenceFingerprint(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (skipped.has(entry.name)) continue;
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(`${path.relative(source, file)}\0`).update(readFileSync(file));
    }
  };
  walk(source);
  hash.update(readFileSync(path.join(root, 'node_modules', 'next', 'package.json')));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Builds the page from a copy in the temporary folder: inside the repository, the bundler would also pick
 * up the catalogue's own proxy.ts and instrumentation.ts, which belong to another app. Returns the copy.
 */
export function buildReferencePage(): string {
  const dir = path.join(os.tmpdir(), `catalogue-reference-page-${referenceFingerprint()}`);
  const built = path.join(dir, '.next', 'bench-built');
  const modules = path.join(dir, 'node_modules');
  if (existsSync(built)) {
    // The copy is shared by every checkout of the same page and Next.js version; the checkout that built
    // it may be gone, so it runs on this checkout's node_modules (the same versions, by the fingerprint).
    if (readlinkSync(modules) !== path.join(root, 'node_modules')) {
      rmSync(modules, { force: true });
      symlinkSync(path.join(root, 'node_modules'), modules, 'dir');
    }
    return dir;
  }
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(source, dir, { recursive: true, filter: (file) => !skipped.has(path.basename(file)) });
  symlinkSync(path.join(root, 'node_modules'), modules, 'dir');
  writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n');
  console.log('Building the reference page...');
  const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
  const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: dir, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' } });
  if (build.status !== 0) throw new Error(`The reference page did not build:\n${build.stdout}${build.stderr}`);
  writeFileSync(built, '');
  return dir;
}

/** The reference page as one `next start` process. */
export function startReferenceServer(port: number): Promise<AppServer> {
  return startNextServer({ dir: buildReferencePage(), port, env: {} });
}

/** Varied queries, as bench:http varies keywords. */
export const referencePath = (n: number) => `/list?keyword=${'k'.repeat(n % 40)}`;

/** The cookie a visitor's browser sends it. */
export const referenceHeaders = { Cookie: 'locale=en' };
