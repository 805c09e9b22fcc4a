// `npm run bench:page-transfer [-- --port 3400]` or `-- --origin http://127.0.0.1:3000` for a running
// production server: the bytes of each budgeted page's document (top on a first visit, as a returning visitor and signed in,
// the circle list, a circle, the favourites) and the map's, raw, gzipped and brotli-compressed as a proxy
// sends them (bench/support/transfer-bytes.ts), loaded as a browser loads a document by the signed-in
// Platinum demo member. Without --origin it builds when the sources changed and serves the build twice on
// the local database, with the markup hand-off on and off (MARKUP_HANDOFF, decision 016), and prints both
// columns and what the hand-off saves. Byte counts are exact on a busy machine; no timings are taken.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { numberArgument, textArgument } from './support/arguments';
import { ensureProductionBuild, startAppServer } from './support/app-server';
import { openBenchDatabase } from './support/bench-database';
import { platinumMemberCookie, visitorCookie } from './support/bench-pages';
import { transferBytes, transferSettings, type TransferBytes } from './support/transfer-bytes';

const documentHeaders = { 'Sec-Fetch-Dest': 'document', 'Sec-Fetch-Mode': 'navigate' };

async function documentOf(origin: string, pagePath: string, cookie: string): Promise<string> {
  const response = await fetch(`${origin}${pagePath}`, { headers: { ...documentHeaders, Cookie: cookie }, redirect: 'manual' });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`${pagePath} answered ${response.status}; the benchmark needs the page itself.`);
  return body;
}

/** Each page's bytes on the server at `origin`, by page name. */
async function measure(origin: string): Promise<Map<string, { path: string; bytes: TransferBytes }>> {
  const member = await platinumMemberCookie(origin);
  const list = await documentOf(origin, '/circle/list', member);
  const circlePath = /href="(\/circle\/\d+)"/.exec(list)?.[1];
  if (!circlePath) throw new Error('The list links to no circle; is the database seeded?');
  const pages: [string, string, string][] = [
    ['top_first', '/', ''],
    ['top', '/', visitorCookie],
    ['top_member', '/', member],
    ['list', '/circle/list', member],
    ['circle', circlePath, member],
    ['favorites', '/user/favorites', member],
    ['map', '/map', member],
  ];
  const measured = new Map<string, { path: string; bytes: TransferBytes }>();
  for (const [name, pagePath, cookie] of pages) {
    // The second load: the page cache (decision 016) is warm, as for most members.
    await documentOf(origin, pagePath, cookie);
    measured.set(name, { path: pagePath, bytes: transferBytes(await documentOf(origin, pagePath, cookie)) });
  }
  return measured;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const cells = (bytes: TransferBytes) => `${kb(bytes.raw).padStart(6)} ${kb(bytes.gzip).padStart(6)} ${kb(bytes.brotli).padStart(6)}`;

function print(label: string, pages: Map<string, { path: string; bytes: TransferBytes }>): void {
  console.log(`\n${label} (KB: raw, gzip ${transferSettings.gzipLevel}, brotli ${transferSettings.brotliQuality})`);
  for (const [name, page] of pages) console.log(`  ${name.padEnd(11)} ${page.path.padEnd(18)} ${cells(page.bytes)}   bytes ${page.bytes.raw} ${page.bytes.gzip} ${page.bytes.brotli}`);
}

async function main() {
  const origin = textArgument('origin', '');
  if (origin) {
    print(origin, await measure(origin));
    return;
  }
  const port = numberArgument('port', 3400);
  ensureProductionBuild();
  const database = await openBenchDatabase({ scale: 1 });
  const columns = new Map<string, Map<string, { path: string; bytes: TransferBytes }>>();
  try {
    for (const setting of ['on', 'off'] as const) {
      process.env.MARKUP_HANDOFF = setting;
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'catalogue-bench-transfer-'));
      const server = await startAppServer({ port, databaseUrl: database.url, dataDir });
      try {
        columns.set(setting, await measure(`http://127.0.0.1:${port}`));
      } finally {
        await server.stop();
        await rm(dataDir, { recursive: true, force: true });
      }
      print(`MARKUP_HANDOFF=${setting}`, columns.get(setting) ?? new Map());
    }
  } finally {
    await database.close();
  }
  const on = columns.get('on');
  const off = columns.get('off');
  if (!on || !off) return;
  console.log('\nwhat the hand-off saves (bytes: raw, gzip, brotli)');
  for (const [name, page] of on) {
    const without = off.get(name)?.bytes;
    if (without) console.log(`  ${name.padEnd(11)} ${without.raw - page.bytes.raw} ${without.gzip - page.bytes.gzip} ${without.brotli - page.bytes.brotli}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
