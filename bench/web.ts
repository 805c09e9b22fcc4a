// `npm run bench:web [-- --runs 3] [--pages top,list,detail,favorites] [--keyword touhou]`: the pages as
// a phone user gets them. Lighthouse's mobile preset (a mid-range phone, 4x slower CPU, slow 4G,
// simulated) against the production server (its own port and a freshly seeded database, as bench:http)
// in Debian's Chromium, on the top page as a returning visitor, and as the signed-in Platinum demo member
// on a keyword search of the circle list, the fullest circle detail page and the favourites. Every page
// is loaded cold `runs` times, the pages taking turns so that a change in the machine's load reaches all
// of them; each figure is the median of its runs. The last line is the summary.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { choiceArgument, numberArgument, textArgument } from './support/arguments';
import { ensureProductionBuild, startAppServer, type AppServer } from './support/app-server';
import { openBenchDatabase } from './support/bench-database';
import { detailCircleIds, expectPage, platinumMemberCookie, visitorCookie } from './support/bench-pages';
import { auditPage, launchChromium, LighthouseRunError, medianAudit, type PageAudit } from './support/lighthouse';
import { webLine, type WebPageName } from './support/summary-line';

const pageNames = ['top', 'list', 'detail', 'favorites'] as const satisfies readonly WebPageName[];
const runs = numberArgument('runs', 3);
const port = numberArgument('port', 3320);
const chromePort = numberArgument('chrome-port', port + 1);
const chosen = choiceArgument('pages', pageNames);
// Romaji for a common series name: a full first page of results from the demo event.
const keyword = textArgument('keyword', 'touhou');
const load = () => os.loadavg().map((n) => n.toFixed(2)).join(' ');

type PageRun = { name: WebPageName; path: string; cookie: string };

function printTable(rows: readonly (readonly [WebPageName, PageAudit])[]): void {
  const head = ['page', 'perf', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'SI ms', 'requests', 'total KB', 'HTML KB', 'JS KB', 'bench idx'];
  const cells = rows.map(([name, a]) => [
    name,
    a.performance.toFixed(2),
    a.fcpMs.toFixed(0),
    a.lcpMs.toFixed(0),
    a.tbtMs.toFixed(0),
    a.cls.toFixed(3),
    a.speedIndexMs.toFixed(0),
    a.requests.toFixed(0),
    a.totalKb.toFixed(1),
    a.documentKb.toFixed(1),
    a.scriptKb.toFixed(1),
    a.benchmarkIndex.toFixed(0),
  ]);
  const widths = head.map((title, column) => Math.max(title.length, ...cells.map((row) => row[column]?.length ?? 0)));
  for (const row of [head, ...cells]) console.log(`  ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ')}`);
  console.log('  (medians; sizes as transferred; bench idx is the machine speed Lighthouse measured, higher is faster)');
}

/**
 * One cold load in a fresh browser and profile, as a first visit: Lighthouse resets caches but not
 * cookies, and a cookie one page set would take the place of the Cookie header given to the next.
 * A load Lighthouse could not record is tried again, twice at most, and said.
 */
async function auditOnce(url: string, cookie: string, attempt = 1): ReturnType<typeof auditPage> {
  const chromium = await launchChromium(chromePort);
  try {
    return await auditPage(url, chromium.port, { Cookie: cookie });
  } catch (error) {
    if (!(error instanceof LighthouseRunError) || attempt >= 3) throw error;
    console.log(`  again: ${error.message}`);
  } finally {
    await chromium.close();
  }
  return auditOnce(url, cookie, attempt + 1);
}

console.log(`machine: ${os.cpus().length} cores, load average ${load()} at start; ${runs} runs per page`);
ensureProductionBuild();
const database = await openBenchDatabase({ scale: 1, fresh: true });
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'catalogue-bench-web-'));
let server: AppServer | undefined;
try {
  const [detailId] = await detailCircleIds(database.url, 1);
  server = await startAppServer({ port, databaseUrl: database.url, dataDir });
  const origin = `http://127.0.0.1:${port}`;
  const member = await platinumMemberCookie(origin);
  const all: Record<WebPageName, PageRun> = {
    top: { name: 'top', path: '/', cookie: visitorCookie },
    list: { name: 'list', path: `/circle/list?keyword=${encodeURIComponent(keyword)}`, cookie: member },
    detail: { name: 'detail', path: `/circle/${detailId}`, cookie: member },
    favorites: { name: 'favorites', path: '/user/favorites', cookie: member },
  };
  const pages = chosen.map((name) => all[name]);
  // Once each before measuring, as bench:http warms up: the first renders compile and fill caches.
  for (const page of pages) await expectPage(origin, page.path, page.cookie);

  const audits = new Map<WebPageName, PageAudit[]>();
  const warnings = new Set<string>();
  for (let run = 1; run <= runs; run++) {
    for (const page of pages) {
      const { audit, warnings: said } = await auditOnce(`${origin}${page.path}`, page.cookie);
      for (const warning of said) warnings.add(warning);
      audits.set(page.name, [...(audits.get(page.name) ?? []), audit]);
      console.log(`  run ${run} ${page.name.padEnd(9)} perf=${audit.performance.toFixed(2)} LCP=${audit.lcpMs.toFixed(0)} ms TBT=${audit.tbtMs.toFixed(0)} ms CLS=${audit.cls.toFixed(3)} (${page.path})`);
    }
  }
  const medians = pages.map((page) => [page.name, medianAudit(audits.get(page.name) ?? [])] as const);
  console.log(`machine: load average ${load()} at end`);
  for (const warning of warnings) console.log(`lighthouse: ${warning}`);
  printTable(medians);
  console.log(webLine(Object.fromEntries(medians)));
} finally {
  await server?.stop();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
