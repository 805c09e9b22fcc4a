// `npm run bench:http [-- --seconds 20]`: the production server (one process, its own port and a freshly
// seeded database) under load. Signs in the Platinum demo member, drives /circle/list?keyword=… with
// varied keywords at 8 and then 32 connections, then a static file the same way, on loopback only.
// The load generator shares the machine's cores with the server; say how loaded the machine was.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { circleListSearch, emptyCircleListQuery, withSearch } from '@/lib/catalogue/query-string';
import { loadSearchableRows } from '@/lib/catalogue/searchable-rows';
import { createPrismaClient } from '@/lib/db/client';
import { consentCookie } from '@/lib/consent/consent-cookie';
import { DEMO_PASSWORD } from '@/lib/demo-data/demo-accounts';
import { localeCookie } from '@/lib/i18n/locales';
import { generateSearchQueries } from './search-queries';
import { numberArgument } from './support/arguments';
import { ensureProductionBuild, startAppServer, type AppServer } from './support/app-server';
import { openBenchDatabase } from './support/bench-database';
import { runLoad, type LoadResult } from './support/load';
import { signInWithPassword } from './support/sign-in';

const seconds = numberArgument('seconds', 20);
const port = numberArgument('port', 3300);
const fixed = (n: number, digits = 1) => n.toFixed(digits);
const load = () => os.loadavg().map((n) => n.toFixed(2)).join(' ');
const describe = (label: string, r: LoadResult) =>
  `  ${label.padEnd(24)} ${fixed(r.rps)} req/s  p50=${fixed(r.p50)} ms  p99=${fixed(r.p99)} ms  max=${fixed(r.max)} ms  requests=${r.requests} errors=${r.errors} ${JSON.stringify(r.statuses)}`;

/** Varied list URLs from the catalogue itself: keywords of every kind, a third with a filter, some on page 2. */
async function listPaths(databaseUrl: string): Promise<string[]> {
  const client = createPrismaClient(databaseUrl, 2);
  try {
    const event = await client.event.findUniqueOrThrow({ where: { code: process.env.EVENT ?? 'C999' }, select: { id: true } });
    const { rows } = await loadSearchableRows(client, event.id);
    return generateSearchQueries(rows, { count: 200, seed: 5 }).map(({ query }) =>
      withSearch(
        '/circle/list',
        circleListSearch({
          ...emptyCircleListQuery,
          keyword: query.keyword ?? '',
          day: query.days?.[0],
          area: [...(query.halls ?? [])],
          genre: [...(query.genres ?? [])],
          sort: query.sort,
          page: query.offset > 0 ? 2 : 1,
        }),
      ),
    );
  } finally {
    await client.$disconnect();
  }
}

// What a browser's page load says about itself (a client-side navigation fetches the page's data instead).
const pageLoad = { 'Sec-Fetch-Dest': 'document', 'Sec-Fetch-Mode': 'navigate' };

/** The JavaScript a page loads, gzipped as a server would send it. */
async function pageWeight(origin: string, pagePath: string, cookie: string): Promise<{ htmlKb: number; jsKbGz: number }> {
  const html = await (await fetch(`${origin}${pagePath}`, { headers: { Cookie: cookie, ...pageLoad } })).text();
  const sources = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1] ?? ''))].filter((src) => src.endsWith('.js') || src.includes('.js?'));
  let js = 0;
  for (const src of sources) js += gzipSync(Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer())).length;
  return { htmlKb: Buffer.byteLength(html) / 1024, jsKbGz: js / 1024 };
}

console.log(`machine: ${os.cpus().length} cores, load average ${load()} at start; ${seconds} s per run`);
ensureProductionBuild();
const database = await openBenchDatabase({ scale: 1, fresh: true });
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'catalogue-bench-http-'));
let server: AppServer | undefined;
try {
  const paths = await listPaths(database.url);
  server = await startAppServer({ port, databaseUrl: database.url, dataDir });
  const origin = `http://127.0.0.1:${port}`;
  // A member's browser as it is after the first visit: signed in, the cookie notice accepted and the
  // language remembered (bench:map sets the same two). Without them every answer would carry the
  // consent dialog and a Set-Cookie for the language, which a returning member never gets.
  const signedIn = await signInWithPassword(origin, 'platinum@demo.example', DEMO_PASSWORD);
  const cookie = `${signedIn}; ${consentCookie.name}=${consentCookie.acceptedValue}; ${localeCookie.name}=en`;
  const first = await fetch(`${origin}${paths[0]}`, { headers: { Cookie: cookie }, redirect: 'manual' });
  if (first.status !== 200) throw new Error(`The signed-in list answered ${first.status}; the benchmark needs the Platinum page.`);

  const manifest = await fetch(`${origin}/manifest.webmanifest`);
  const staticPath = manifest.status === 200 ? '/manifest.webmanifest' : '/';
  if (staticPath === '/') console.log('note: /manifest.webmanifest does not exist yet (404); the static run uses / instead');

  const list = (connections: number, durationMs = seconds * 1000) =>
    runLoad({ port, connections, durationMs, path: (n) => paths[n % paths.length] ?? '/circle/list', headers: { Cookie: cookie, ...pageLoad } });
  await list(8, 5000); // warm-up: JIT, connection pool, index pages in the CPU caches
  const list8 = await list(8);
  const list32 = await list(32);
  const static8 = await runLoad({ port, connections: 8, durationMs: seconds * 1000, path: () => staticPath });
  const static32 = await runLoad({ port, connections: 32, durationMs: seconds * 1000, path: () => staticPath });
  const weight = await pageWeight(origin, paths[0] ?? '/circle/list', cookie);

  console.log(describe('list, 8 connections', list8));
  console.log(describe('list, 32 connections', list32));
  console.log(describe(`${staticPath}, 8 connections`, static8));
  console.log(describe(`${staticPath}, 32 connections`, static32));
  console.log(`machine: load average ${load()} at end`);
  const errors = list8.errors + list32.errors + static8.errors + static32.errors;
  console.log(
    `http list_rps=${fixed(list32.rps)} list_p99_8_ms=${fixed(list8.p99)} list_p99_32_ms=${fixed(list32.p99)} errors=${errors} static_rps=${fixed(static32.rps)} ratio=${fixed(list32.rps / Math.max(static32.rps, 1), 3)} html_kb=${fixed(weight.htmlKb)} js_kb_gz=${fixed(weight.jsKbGz)}`,
  );
} finally {
  await server?.stop();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
