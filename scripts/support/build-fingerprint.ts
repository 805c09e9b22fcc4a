import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// What `next build` reads. A change to any of these makes `npm start` build again.
const sources = ['app', 'components', 'lib', 'messages', 'public', 'proxy.ts', 'instrumentation.ts', 'instrumentation-client.ts', 'next.config.ts', 'package-lock.json', 'tsconfig.json', 'postcss.config.mjs'];
const skipped = new Set(['node_modules', '.next', 'generated']);

// NEXT_DIST_DIR lets two builds of one checkout live side by side (next.config.ts reads it too).
export const distDir = (root: string) => path.join(root, process.env.NEXT_DIST_DIR ?? '.next');

function walk(file: string, hash: ReturnType<typeof createHash>): void {
  if (!existsSync(file)) return;
  const stat = statSync(file);
  if (stat.isDirectory()) {
    for (const entry of readdirSync(file).sort()) if (!skipped.has(entry)) walk(path.join(file, entry), hash);
    return;
  }
  hash.update(`${file}\0${stat.size}\0${stat.mtimeMs}\n`);
}

/** A cheap fingerprint of the sources of the production build: names, sizes and modification times. */
export function sourceFingerprint(root: string): string {
  const hash = createHash('sha256');
  for (const source of sources) walk(path.join(root, source), hash);
  return hash.digest('hex');
}

const stampFile = (root: string) => path.join(distDir(root), 'source-fingerprint');

export function buildIsCurrent(root: string): boolean {
  if (!existsSync(path.join(distDir(root), 'BUILD_ID'))) return false;
  return existsSync(stampFile(root)) && readFileSync(stampFile(root), 'utf8') === sourceFingerprint(root);
}

export function recordBuild(root: string, fingerprint: string): void {
  writeFileSync(stampFile(root), fingerprint);
}
